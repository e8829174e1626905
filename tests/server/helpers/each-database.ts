import { createScratchDatabase } from "./scratch-database.ts";
import type { TestServer } from "./test-server.ts";
import { startTradingServer } from "./trading.ts";

/** Where a test of the order path runs: PGlite always, and PostgreSQL when TEST_DATABASE_URL names a server. */
export interface TestDatabase {
  name: "PGlite" | "PostgreSQL";
  adminUrl?: string;
}

export const TEST_DATABASES: TestDatabase[] = [
  { name: "PGlite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL" as const, adminUrl: process.env.TEST_DATABASE_URL }] : []),
];

/** startTradingServer on `database`: on PostgreSQL over a scratch database of its own, dropped when the server closes. */
export async function startTradingServerOn(database: TestDatabase, env: Record<string, string> = {}): Promise<{ server: TestServer; eurusd: number }> {
  if (!database.adminUrl) return startTradingServer(env);
  const scratch = await createScratchDatabase(database.adminUrl);
  try {
    const { server, eurusd } = await startTradingServer({ ...env, DATABASE_URL: scratch.url });
    const close = server.close;
    return { server: { ...server, close: () => close().finally(() => scratch.drop()) }, eurusd };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
