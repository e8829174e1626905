import { describe, it } from "vitest";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { rolloverRacingCloses } from "./helpers/swap-races.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

/** Migration 0017 on a PostgreSQL server, and the rollover racing closes over a real connection pool. */
describe("the swap rollover on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `charges each position once while closes race it${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server, eurusd } = await startTradingServer({ DATABASE_URL: scratchUrl });
        try {
          await rolloverRacingCloses(server, eurusd);
        } finally {
          await server.close();
        }
      }),
  );
});
