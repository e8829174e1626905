import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { TRAILING_AT_ONCE, trailingMoves, trailingRacesClose } from "./helpers/trailing-races.ts";
import { startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

describe("a trailing stop set and removed while the position closes", () => {
  let server: TestServer;
  let eurusd: number;
  beforeAll(async () => {
    ({ server, eurusd } = await startTradingServer({ MARKET_SOURCE: "scripted" }));
  });
  afterAll(() => server?.close());

  it(`closes once and lands no change on the closed position, whatever ${TRAILING_AT_ONCE} calls at once ask (PGlite)`, async () => {
    const { served, refused } = await trailingRacesClose(server, eurusd);
    expect(served + refused).toBe(TRAILING_AT_ONCE);
  });

  it("moves the stop loss on the next tick (PGlite)", async () => {
    await trailingMoves(server, eurusd);
  });

  it.skipIf(!url)(
    `does the same on PostgreSQL, migration 0017 included${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const pg = await startTradingServer({ DATABASE_URL: scratchUrl, MARKET_SOURCE: "scripted" });
        try {
          await trailingRacesClose(pg.server, pg.eurusd);
          await trailingMoves(pg.server, pg.eurusd);
        } finally {
          await pg.server.close();
        }
      }),
  );
});
