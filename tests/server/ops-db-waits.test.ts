import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { rowsOf } from "#server/store/db.ts";
import { openStore, type Store } from "#server/store/open-store.ts";
import { holdConnections } from "./helpers/hold-connections.ts";
import { until } from "./helpers/until.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const NO_POSTGRES = " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
/** The connections the PostgreSQL driver's pool holds at most. */
const POOL_SIZE = 10;

interface Opened {
  store: Store;
  waits: number[];
  close(): Promise<void>;
}

async function onPglite(): Promise<Opened> {
  const root = await mkdtemp(join(tmpdir(), "s4-ops-db-waits-"));
  const dataDir = join(root, "data");
  await cp(inject("templateDataDir"), dataDir, { recursive: true });
  const waits: number[] = [];
  const store = await openStore({ dataDir, databaseUrl: undefined }, { onConnectionWait: (ms) => waits.push(ms) });
  return { store, waits, close: () => store.close().finally(() => rm(root, { recursive: true, force: true })) };
}

async function onPostgres(): Promise<Opened> {
  const scratch: ScratchDatabase = await createScratchDatabase(databaseUrl!);
  const waits: number[] = [];
  const store = await openStore({ dataDir: "", databaseUrl: scratch.url }, { onConnectionWait: (ms) => waits.push(ms) });
  return { store, waits, close: () => store.close().finally(() => scratch.drop()) };
}

describe.each([
  { kind: "PGlite", connections: 1, open: onPglite, skipped: "" },
  { kind: "PostgreSQL", connections: POOL_SIZE, open: onPostgres, skipped: databaseUrl ? "" : NO_POSTGRES },
])("waits for a database connection on $kind", ({ connections, open, skipped }) => {
  let opened: Opened | undefined;
  beforeAll(async () => {
    if (!skipped) opened = await open();
  }, 60_000);
  afterAll(() => opened?.close());

  it.skipIf(skipped !== "")(`counts a call waiting while every connection is busy, and times its wait${skipped}`, async () => {
    const { store, waits } = opened!;
    const hold = holdConnections(store, connections);
    await until(hold.all);
    waits.length = 0;
    // drizzle runs a query once it is awaited: then() starts it now.
    const query = store.db.execute(sql`SELECT 2 AS two`).then(rowsOf);
    await until(() => store.waiting() === 1);
    const seenWaiting = performance.now();
    const released = performance.now();
    hold.release();
    await hold.done();
    expect(await query).toEqual([{ two: 2 }]);

    expect(store.waiting()).toBe(0);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(released - seenWaiting);
  });
});
