import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "#server/store/db.ts";
import { openStore, type Store } from "#server/store/open-store.ts";
import { seedIfEmpty } from "#server/seed/seed.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { TEST_MARKET_SEED } from "./helpers/test-config.ts";

const url = process.env.TEST_DATABASE_URL;
const skipped = url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

async function count(store: Store, table: "instruments" | "candles"): Promise<number> {
  return rowsOf<{ n: number }>(await store.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;
}

describe("two first starts on one empty PostgreSQL", () => {
  it.skipIf(!url)(`migrate and seed the catalog once between them${skipped}`, { timeout: 120_000 }, () =>
    withScratchDatabase(url!, async (scratchUrl) => {
      const config = { databaseUrl: scratchUrl, dataDir: "/nonexistent-pipwise-data" };
      const stores = await Promise.all([openStore(config), openStore(config)]);
      try {
        const options = { historyDays: 1, marketSeed: TEST_MARKET_SEED, nowMs: Date.UTC(2026, 0, 5, 12) };
        const results = await Promise.all(stores.map((store) => seedIfEmpty(store, options)));

        const seeded = results.filter((result) => result !== undefined);
        expect(seeded).toHaveLength(1);
        const [store] = stores;
        expect(await count(store!, "instruments")).toBe(seeded[0]!.instruments);
        expect(await count(store!, "candles")).toBe(seeded[0]!.candles);
      } finally {
        await Promise.all(stores.map((store) => store.close()));
      }
    }),
  );
});
