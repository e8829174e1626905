import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "#server/store/drivers/pglite.ts";
import { openStore } from "#server/store/open-store.ts";
import { instruments } from "#server/store/schema.ts";
import { migrationsBefore, seedOlderCatalog } from "./helpers/older-store.ts";

const root = await mkdtemp(join(tmpdir(), "pipwise-spreads-"));
afterAll(() => rm(root, { recursive: true, force: true }));

it("gives the seeded spreads to a catalog stored before spreads existed, and leaves a set spread alone", async () => {
  const dataDir = join(root, "data");
  // A data dir as a start before migration 0005 left it: migrated up to 0004, seeded, every spread 0.
  const old = await openPglite(dataDir);
  await old.migrate(await migrationsBefore(root, "0005_seeded_spreads"));
  await seedOlderCatalog(old.db);
  await old.db.update(instruments).set({ spreadPoints: 0 });
  await old.db.update(instruments).set({ spreadPoints: 7 }).where(eq(instruments.code, "GBPUSD"));
  await old.close();

  const store = await openStore({ dataDir, databaseUrl: undefined });
  try {
    const spreads = new Map((await store.db.select({ code: instruments.code, spread: instruments.spreadPoints }).from(instruments)).map((row) => [row.code, row.spread]));
    expect(spreads.get("EURUSD")).toBe(2);
    expect(spreads.get("XAUUSD")).toBe(25);
    expect(spreads.get("GBPUSD")).toBe(7);
    expect([...spreads.values()].filter((spread) => spread === 0)).toEqual([]);
  } finally {
    await store.close();
  }
});
