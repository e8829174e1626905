import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "#server/paths.ts";
import { createCatalogRepo } from "#server/store/catalog-repo.ts";
import { openPglite } from "#server/store/drivers/pglite.ts";
import { openStore } from "#server/store/open-store.ts";
import { instruments } from "#server/store/schema.ts";
import { seedCatalog } from "#server/seed/seed-catalog.ts";

const root = await mkdtemp(join(tmpdir(), "pipwise-spreads-"));
afterAll(() => rm(root, { recursive: true, force: true }));

/** The migrations as they stood before 0005: the same folder with its journal cut before that entry. */
async function migrationsBeforeSpreads(): Promise<string> {
  const folder = join(root, "migrations-before-0005");
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === "0005_seeded_spreads");
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

it("gives the seeded spreads to a catalog stored before spreads existed, and leaves a set spread alone", async () => {
  const dataDir = join(root, "data");
  // A data dir as a start before migration 0005 left it: migrated up to 0004, seeded, every spread 0.
  const old = await openPglite(dataDir);
  await old.migrate(await migrationsBeforeSpreads());
  await seedCatalog(createCatalogRepo(old.db));
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
