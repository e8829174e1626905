import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it, inject } from "vitest";
import { openStore } from "../../server/store/open-store.ts";
import { instruments } from "../../server/store/schema.ts";

/** Drizzle records each applied migration by its journal time. */
const journal = JSON.parse(await readFile(new URL("../../server/store/migrations/meta/_journal.json", import.meta.url), "utf8")) as { entries: { tag: string; when: number }[] };
const SPREADS_MIGRATION = journal.entries.find((entry) => entry.tag === "0005_seeded_spreads")!.when;

const root = await mkdtemp(join(tmpdir(), "pipwise-spreads-"));
afterAll(() => rm(root, { recursive: true, force: true }));

it("gives the seeded spreads to a catalog stored before spreads existed, and leaves a set spread alone", async () => {
  const dataDir = join(root, "data");
  await cp(inject("templateDataDir"), dataDir, { recursive: true });
  const old = await openStore({ dataDir, databaseUrl: undefined });
  // The catalog as a start before migration 0005 left it: every spread 0, and that migration not applied.
  await old.db.update(instruments).set({ spreadPoints: 0 });
  await old.db.update(instruments).set({ spreadPoints: 7 }).where(eq(instruments.code, "GBPUSD"));
  await old.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${SPREADS_MIGRATION}`);
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
