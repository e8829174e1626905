import { sql } from "drizzle-orm";
import { SEED_LOCK } from "../store/advisory-locks.ts";
import type { Store } from "../store/open-store.ts";
import { createCatalogRepo } from "../store/catalog-repo.ts";
import { seedCatalog } from "./seed-catalog.ts";
import { seedFundSamples } from "./seed-funds.ts";
import { seedHistory } from "./seed-history.ts";
import { seedAnnouncements } from "./seed-news.ts";

export interface SeedOptions {
  historyDays: number;
  marketSeed: number;
  nowMs?: number;
}

export interface SeedResult {
  instruments: number;
  candles: number;
  ms: number;
}

/**
 * Seeds the catalog and its history on first start, in one transaction so an interrupted first
 * start leaves an empty catalog that the next start seeds again; the embedded default also gets
 * sample deposit channels and wire accounts, and the broker's standing announcements (a PostgreSQL
 * deployment starts with none). Returns
 * undefined when the catalog already has data. Processes starting together on one empty
 * PostgreSQL queue on an advisory lock inside the transaction: the first seeds, the others find
 * the catalog it committed and seed nothing.
 */
export async function seedIfEmpty(store: Store, options: SeedOptions): Promise<SeedResult | undefined> {
  if (!(await store.catalog.isEmpty())) return undefined;
  const started = performance.now();
  return store.bulkTransaction(async (session) => {
    await session.db.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const catalog = createCatalogRepo(session.db);
    if (!(await catalog.isEmpty())) return undefined;
    const instruments = await seedCatalog(catalog);
    if (store.kind === "pglite") {
      const at = new Date(options.nowMs ?? Date.now());
      await seedFundSamples(session.db, at);
      await seedAnnouncements(session.db, at);
    }
    const candles = await seedHistory(session, instruments, {
      days: options.historyDays,
      seed: options.marketSeed,
      nowMs: options.nowMs ?? Date.now(),
    });
    return { instruments: instruments.length, candles, ms: Math.round(performance.now() - started) };
  });
}
