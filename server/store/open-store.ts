import { MIGRATIONS_DIR } from "../paths.ts";
import type { Config } from "../config.ts";
import { createCandleRepo, type CandleRepo } from "./candle-repo.ts";
import { createCatalogRepo, type CatalogRepo } from "./catalog-repo.ts";
import type { Db, Driver } from "./db.ts";

export interface Store {
  kind: Driver["kind"];
  db: Db;
  catalog: CatalogRepo;
  candles: CandleRepo;
  bulkTransaction: Driver["bulkTransaction"];
  waiting: Driver["waiting"];
  close(): Promise<void>;
}

/**
 * Opens PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and applies pending migrations.
 * `onIdleError` hears of PostgreSQL connections lost while idle in the pool.
 */
export async function openStore(config: Pick<Config, "dataDir" | "databaseUrl">, onIdleError: (error: Error) => void = () => {}): Promise<Store> {
  // Each driver is imported only when used: loading both would add to every start.
  const driver = config.databaseUrl
    ? await (await import("./drivers/postgres.ts")).openPostgres(config.databaseUrl, onIdleError)
    : await (await import("./drivers/pglite.ts")).openPglite(config.dataDir);
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
