import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClosedOrder, Order } from "#domain/order.ts";
import { purgeIdempotencyKeys } from "#server/platform/idempotency.ts";
import { orders } from "#server/store/schema.ts";
import { refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { AT_ONCE, closesAndCancelsAtOnce, demoResetsAtOnce, sameKeyAtOnce, submitsAtOnce } from "./helpers/trading-races.ts";
import { type Trader, bookOf, expectLedgerBalanced, openTrader, startTradingServer, trade } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
});
afterAll(() => server?.close());

const order = { type: 1, cont: "1", status: 1, multiple: 50 };
const submit = (trader: Trader, key?: string, fields: Record<string, string | number> = {}) =>
  trade(server, "/v1/api/forex/submit", { forex_id: eurusd, ...order, ...fields }, trader, key);

describe("actions on one account are serialised", () => {
  it(`lets ${AT_ONCE} simultaneous submits use no more than the available prepayment`, async () => {
    await submitsAtOnce(server, eurusd);
  });

  it(`closes a position and cancels a pending order once, whatever ${AT_ONCE} requests at once ask`, async () => {
    await closesAndCancelsAtOnce(server, eurusd);
  });

  it(`closes a demo's position once and restores its balance, whatever ${AT_ONCE} resets at once ask`, async () => {
    await demoResetsAtOnce(server, eurusd);
  });
});

describe("Idempotency-Key", () => {
  it(`makes one order of the same key sent ${AT_ONCE} times at once, and answers each with it`, async () => {
    await sameKeyAtOnce(server, eurusd);
  });

  it("refuses the same key with other parameters, changing nothing", async () => {
    const trader = await openTrader(server);
    await dataOf<Order>(await submit(trader, "key-7"));
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await submit(trader, "key-7", { cont: "2" }));
    expect(answer).toMatchObject({ status: 400, msg: "This Idempotency-Key was already used for a different request; send a new key" });
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("keeps a key at least 24 hours; once purged, the key is free again", async () => {
    const trader = await openTrader(server);
    const first = await dataOf<Order>(await submit(trader, "kept-key"));
    const { db } = server.server.store;
    await purgeIdempotencyKeys(db, new Date(Date.now() - 24 * 3_600_000));
    expect((await dataOf<Order>(await submit(trader, "kept-key"))).Id).toBe(first.Id);
    await purgeIdempotencyKeys(db, new Date(Date.now() + 60_000));
    expect((await dataOf<Order>(await submit(trader, "kept-key"))).Id).not.toBe(first.Id);
  });

  it("keeps keys per user: another user's same key is their own", async () => {
    const [one, two] = [await openTrader(server), await openTrader(server)];
    const [a, b] = await Promise.all([dataOf<Order>(await submit(one, "shared-key")), dataOf<Order>(await submit(two, "shared-key"))]);
    expect(a.Id).not.toBe(b.Id);
  });

  it("closes, cancels and sets stops once per key", async () => {
    const trader = await openTrader(server);
    const held = await dataOf<Order>(await submit(trader));
    const pending = await dataOf<Order>(await submit(trader, undefined, { status: 0, target_price: "1.00000" }));

    const stops = { id: held.Id, stop_loss_price: "1.00000" };
    const [s1, s2] = await Promise.all([trade(server, "/v1/api/forex/set_stop_price", stops, trader, "stop-1"), trade(server, "/v1/api/forex/set_stop_price", stops, trader, "stop-1")]);
    expect(await dataOf<Order>(s2)).toEqual(await dataOf<Order>(s1));
    expect((await refusal(await trade(server, "/v1/api/forex/set_stop_price", { ...stops, stop_loss_price: "1.01000" }, trader, "stop-1"))).status).toBe(400);

    const [c1, c2] = await Promise.all([trade(server, "/v1/api/forex/close", { id: held.Id }, trader, "close-1"), trade(server, "/v1/api/forex/close", { id: held.Id }, trader, "close-1")]);
    expect(await dataOf<ClosedOrder>(c2)).toEqual(await dataOf<ClosedOrder>(c1));
    const [x1, x2] = await Promise.all([trade(server, "/v1/api/forex/cancel_trade", { id: pending.Id }, trader, "cancel-1"), trade(server, "/v1/api/forex/cancel_trade", { id: pending.Id }, trader, "cancel-1")]);
    expect(await dataOf<ClosedOrder>(x2)).toEqual(await dataOf<ClosedOrder>(x1));

    const { log } = await bookOf(server, trader.userId);
    expect(log.filter((row) => row.memo === "trade_loss" || row.memo === "trade_profit")).toHaveLength(1);
    const [row] = await server.server.store.db.select().from(orders).where(eq(orders.id, held.Id));
    expect(row).toMatchObject({ state: 3, stopLoss: "1.00000", closeReason: "user" });
    await expectLedgerBalanced(server, trader.userId);
  });
});
