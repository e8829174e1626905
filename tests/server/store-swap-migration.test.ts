import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { SWAP_DEFAULTS } from "#server/seed/instruments/swap-defaults.ts";
import { openPglite } from "#server/store/drivers/pglite.ts";
import { openStore } from "#server/store/open-store.ts";
import { categories, instruments } from "#server/store/schema.ts";
import { eq } from "drizzle-orm";
import { migrationsBefore, seedOlderCatalog } from "./helpers/older-store.ts";

const root = await mkdtemp(join(tmpdir(), "pipwise-swap-"));
afterAll(() => rm(root, { recursive: true, force: true }));

it("gives a catalog stored before swaps existed the seed's default rates of each instrument's category", { timeout: 120_000 }, async () => {
  const dataDir = join(root, "data");
  const old = await openPglite(dataDir);
  await old.migrate(await migrationsBefore(root, "0021_swap"));
  await seedOlderCatalog(old.db);
  await old.close();

  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    const rows = await store.db
      .select({ slug: categories.slug, mode: instruments.swapMode, long: instruments.swapLong, short: instruments.swapShort, tripleDay: instruments.swapTripleDay })
      .from(instruments)
      .innerJoin(categories, eq(categories.id, instruments.categoryId));
    expect(rows.length).toBeGreaterThan(0);
    const differing = rows.filter(({ slug, mode, long, short, tripleDay }) => {
      const seed = SWAP_DEFAULTS[slug as keyof typeof SWAP_DEFAULTS];
      return mode !== seed.swapMode || Number(long) !== Number(seed.swapLong) || Number(short) !== Number(seed.swapShort) || tripleDay !== seed.swapTripleDay;
    });
    expect(differing).toEqual([]);
  } finally {
    await store.close();
  }
});
