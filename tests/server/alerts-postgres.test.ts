import { describe, it } from "vitest";
import { alertCapAtOnce } from "./helpers/alerts.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

/** The alerts' table migrates on PostgreSQL too, and its pool races the slot reservation for real. */
describe("price alerts on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `keep the cap of one user's alerts under concurrent creates${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server, eurusd } = await startTradingServer({ DATABASE_URL: scratchUrl });
        try {
          await alertCapAtOnce(server, eurusd);
        } finally {
          await server.close();
        }
      }),
  );
});
