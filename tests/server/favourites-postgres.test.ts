import { describe, it } from "vitest";
import { favouriteCapAtOnce } from "./helpers/favourites.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

/** The favourites' tables migrate on PostgreSQL too, and its pool races the slot reservation for real. */
describe("favourites on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `keep the cap of one user's favourites under concurrent adds${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server } = await startTradingServer({ DATABASE_URL: scratchUrl });
        try {
          await favouriteCapAtOnce(server);
        } finally {
          await server.close();
        }
      }),
  );
});
