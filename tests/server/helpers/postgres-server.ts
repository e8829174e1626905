import { afterAll, beforeAll } from "vitest";
import { startAccountsServer } from "./accounts.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";
import type { TestServer } from "./test-server.ts";

export const POSTGRES_URL = process.env.TEST_DATABASE_URL;
export const NO_POSTGRES = " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

/** Within a describe: an accounts server over a scratch PostgreSQL database for its tests, dropped after them. */
export function accountsServerOnPostgres(env: Record<string, string>, timeoutMs: number): () => TestServer {
  let server: TestServer;
  let database: ScratchDatabase;
  beforeAll(async () => {
    database = await createScratchDatabase(POSTGRES_URL!);
    server = await startAccountsServer({ DATABASE_URL: database.url, ...env });
  }, timeoutMs);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });
  return () => server;
}
