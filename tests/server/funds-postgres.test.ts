import { describe, it } from "vitest";
import { startAccountsServer } from "./helpers/accounts.ts";
import { depositCapAtOnce, depositDecisionsAtOnce, depositSendsAtOnce, withdrawDecisionsAtOnce } from "./helpers/funds-races.ts";
import { drawRetriesAtOnce } from "./helpers/keyed-withdrawals.ts";
import { pushCapAtOnce } from "./helpers/push-races.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";

const url = process.env.TEST_DATABASE_URL;

/** PGlite runs one transaction at a time: the deposit, withdrawal and push-subscription races again on PostgreSQL's connection pool. */
describe("deposits and withdrawals on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `are sent and decided exactly once under real concurrency${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const server = await startAccountsServer({ DATABASE_URL: scratchUrl });
        try {
          await depositSendsAtOnce(server);
          await depositCapAtOnce(server);
          await depositDecisionsAtOnce(server);
          await withdrawDecisionsAtOnce(server);
          await pushCapAtOnce(server);
          await drawRetriesAtOnce(server);
        } finally {
          await server.close();
        }
      }),
  );
});
