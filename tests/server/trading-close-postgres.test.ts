import { describe, it } from "vitest";
import { bulkCloseRacingStops, partialClosesAtOnce } from "./helpers/close-races.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

/** Partial closes at once and a bulk close racing stop losses on PostgreSQL, whose pool really races the account lock (and runs the migrations there). */
describe("partial and bulk closes on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `close each lot once under real concurrency${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server, eurusd } = await startTradingServer({ DATABASE_URL: scratchUrl });
        try {
          await partialClosesAtOnce(server, eurusd);
          await bulkCloseRacingStops(server, eurusd);
        } finally {
          await server.close();
        }
      }),
  );
});
