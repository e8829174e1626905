import { sql } from "drizzle-orm";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Period } from "#domain/instrument.ts";
import { backfillPeriods } from "#server/market/period-backfill.ts";
import { openStore, type Store } from "#server/store/open-store.ts";
import { seedIfEmpty } from "#server/seed/seed.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { TEST_MARKET_SEED } from "./helpers/test-config.ts";

const url = process.env.TEST_DATABASE_URL;
const skipped = url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const NEW_PERIODS: Period[] = ["4hour", "1week", "1mon"];

/** A store seeded over a month boundary and a Monday, then stripped of the new periods as a store seeded before them. */
async function foldsTheNewPeriodsBack(store: Store): Promise<void> {
  await seedIfEmpty(store, { historyDays: 5, marketSeed: TEST_MARKET_SEED, nowMs: Date.UTC(2026, 2, 3, 12) });
  const [instrument] = await store.catalog.instruments();
  const seeded = Object.fromEntries(await Promise.all(NEW_PERIODS.map(async (p) => [p, await store.candles.latest(instrument!.id, p, 1000)] as const)));
  expect(seeded["1mon"]!.length).toBe(2);
  await store.db.execute(sql`DELETE FROM candles WHERE period IN ('4hour', '1week', '1mon')`);

  expect(await backfillPeriods(store.candles, await store.catalog.instruments())).toBeGreaterThan(0);
  for (const period of NEW_PERIODS) expect(await store.candles.latest(instrument!.id, period, 1000)).toEqual(seeded[period]);
  expect(await backfillPeriods(store.candles, await store.catalog.instruments())).toBe(0);
}

describe("a store seeded before 4-hour, weekly and monthly candles", () => {
  it("gets their history folded from its hours and days on PGlite, once", { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "s5-themes-backfill-"));
    const store = await openStore({ dataDir, databaseUrl: undefined });
    try {
      await foldsTheNewPeriodsBack(store);
    } finally {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!url)(`gets their history folded from its hours and days on PostgreSQL, once${skipped}`, { timeout: 120_000 }, () =>
    withScratchDatabase(url!, async (scratchUrl) => {
      const store = await openStore({ databaseUrl: scratchUrl, dataDir: "/nonexistent-pipwise-data" });
      try {
        await foldsTheNewPeriodsBack(store);
      } finally {
        await store.close();
      }
    }),
  );
});
