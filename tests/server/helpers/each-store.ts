import { join } from "node:path";
import { it } from "vitest";
import type { Db } from "#server/store/db.ts";
import { openStore } from "#server/store/open-store.ts";
import { withScratchDatabase } from "./scratch-database.ts";

const url = process.env.TEST_DATABASE_URL;

/** Runs `body` on a store the migrations have just built: on PGlite under `dir`, and on a scratch PostgreSQL database when TEST_DATABASE_URL names a server. */
export function itOnEachStore(dir: string, body: (db: Db) => Promise<void>): void {
  const on = async (dataDir: string, databaseUrl: string | undefined) => {
    const store = await openStore({ dataDir, databaseUrl });
    try {
      await body(store.db);
    } finally {
      await store.close();
    }
  };
  it("on PGlite", { timeout: 120_000 }, () => on(join(dir, "pglite"), undefined));
  it.skipIf(!url)(`on PostgreSQL${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`, { timeout: 120_000 }, () =>
    withScratchDatabase(url!, (scratchUrl) => on("", scratchUrl)),
  );
}
