import { describe, it } from "vitest";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { closesAndCancelsAtOnce, demoResetsAtOnce, sameKeyAtOnce, submitsAtOnce } from "./helpers/trading-races.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

/**
 * PGlite runs one transaction at a time, so only PostgreSQL's connection pool really races the
 * account lock and the key claim: the same races on a scratch database there.
 */
describe("the account lock and the key claim on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `hold under real concurrency${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server, eurusd } = await startTradingServer({ DATABASE_URL: scratchUrl });
        try {
          await submitsAtOnce(server, eurusd);
          await sameKeyAtOnce(server, eurusd);
          await closesAndCancelsAtOnce(server, eurusd);
          await demoResetsAtOnce(server, eurusd);
        } finally {
          await server.close();
        }
      }),
  );
});
