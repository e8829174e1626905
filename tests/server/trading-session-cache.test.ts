import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECOND, advanceClock, postForm } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { openTrader, startTradingServer, trade, type Trader } from "./helpers/trading.ts";

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startTradingServer());
}, 120_000);
afterAll(() => server?.close());

/** The HTTP status of an order-path call (the book's first page) made with the trader's token. */
const statusOfOrderCall = async (trader: Trader): Promise<number> => (await trade(server, "/v1/api/forex/my_deal", { status: 1, page: 1 }, trader)).status;

/** Ends the trader's sessions in the database behind the server's back: nothing is announced. */
async function expireUnannounced(trader: Trader): Promise<void> {
  await server.server.store.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 day' WHERE user_id = ${trader.userId}`);
}

describe("the session of an order call", () => {
  it("is not read from the database on every call, for a few seconds at most", async () => {
    const trader = await openTrader(server);
    expect(await statusOfOrderCall(trader)).toBe(200);
    await expireUnannounced(trader);
    expect(await statusOfOrderCall(trader)).toBe(200);
    await advanceClock(server, 6 * SECOND);
    expect(await statusOfOrderCall(trader)).toBe(401);
  });

  it("ends at once when it is revoked", async () => {
    const trader = await openTrader(server);
    expect(await statusOfOrderCall(trader)).toBe(200);
    await dataOf(await postForm(server, "/api/user/logout", {}, trader.token));
    expect(await statusOfOrderCall(trader)).toBe(401);
  });
});
