import { MIGRATIONS_DIR } from "../paths.ts";
import type { Config } from "../config.ts";
import { createCandleRepo, type CandleRepo } from "./candle-repo.ts";
import { createCatalogRepo, type CatalogRepo } from "./catalog-repo.ts";
import type { Db, Driver, OnConnectionWait } from "./db.ts";

export interface Store {
  kind: Driver["kind"];
  db: Db;
  catalog: CatalogRepo;
  candles: CandleRepo;
  bulkTransaction: Driver["bulkTransaction"];
  waiting: Driver["waiting"];
  close(): Promise<void>;
}

export interface StoreHooks {
  /** Hears of PostgreSQL connections lost while idle in the pool. */
  onIdleError?: (error: Error) => void;
  /** Hears each wait for a connection, for the metrics. */
  onConnectionWait?: OnConnectionWait;
}

/** Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and applies pending migrations. */
export async function openStore(config: Pick<Config, "dataDir" | "databaseUrl">, hooks: StoreHooks = {}): Promise<Store> {
  const { onIdleError = () => {}, onConnectionWait } = hooks;
  // Each driver is imported only when used: loading both would add to every start.
  const driver = config.databaseUrl
    ? await (await import("./drivers/postgres.ts")).openPostgres(config.databaseUrl, onIdleError, onConnectionWait)
    : await (await import("./drivers/pglite.ts")).openPglite(config.dataDir, onConnectionWait);
  try {
    await driver.migrate(MIGRATIONS_DIR);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return {
    kind: driver.kind,
    db: driver.db,
    catalog: createCatalogRepo(driver.db),
    candles: createCandleRepo(driver.db),
    bulkTransaction: (work) => driver.bulkTransaction(work),
    waiting: () => driver.waiting(),
    close: () => driver.close(),
  };
}
