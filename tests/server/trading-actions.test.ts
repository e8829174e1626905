import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, type ClosedOrder, type Order } from "#domain/order.ts";
import type { BookChange } from "#server/engine/engine.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { type Trader, bookOf, expectLedgerBalanced, openTrader, startTradingServer, trade } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;
const changes: BookChange[] = [];
const closedOnBus: ClosedOrder[] = [];

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer({ TRADE_FEE_TYPE: "2" }));
  server.server.engine.onBook((change) => changes.push(change));
  server.server.bus.subscribe("forex-closed", ({ data }) => closedOnBus.push(data));
});
afterAll(() => server?.close());

const submit = async (trader: Trader, fields: Record<string, string | number>) =>
  dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, ...fields }, trader));

/** Runs one order action the way the triggers do: in the account's transaction, on the order read under its lock. */
function act<T>(trader: Trader, id: number, action: (tx: Parameters<Parameters<typeof server.server.engine.withAccount>[1]>[0], order: NonNullable<Awaited<ReturnType<typeof server.server.engine.ownOrder>>>, at: Date) => Promise<T>) {
  const { engine } = server.server;
  return engine.withAccount(trader.userId, async (tx, at) => action(tx, (await engine.ownOrder(tx.db, trader.userId, id))!, at));
}

describe("the order actions the triggers build on", () => {
  it("fills a pending order at its price: margin held, the fee a ledger row, the book listeners told after commit", async () => {
    const trader = await openTrader(server);
    const placed = await submit(trader, { type: 1, cont: "0.1", status: 0, target_price: "1.09000" });
    expect(placed).toMatchObject({ State: ORDER_PENDING, Kind: 1, CautionMoney: "0.000000", TradeFee: "0.000000" });
    expect(changes.at(-1)).toMatchObject({ userId: trader.userId, balance: "100000.000000", gone: [], live: [{ id: placed.Id, state: ORDER_PENDING, code: "EURUSD", targetPrice: "1.09000" }] });

    const filled = await act(trader, placed.Id, (tx, order, at) => server.server.engine.actions.fillPending(tx, order, "1.09000", at));
    // 0.1 lot × 100,000 × 1.09 ÷ 100 = 109 USD margin; fee type 2: 0.5 % of the margin.
    expect(filled).toMatchObject({ state: ORDER_HOLDING, openPrice: "1.09000", margin: "109.000000", fee: "0.545000" });
    expect(changes.at(-1)).toMatchObject({ userId: trader.userId, balance: "99999.455000", live: [{ id: placed.Id, state: ORDER_HOLDING, margin: "109.000000" }], gone: [] });
    const { log } = await bookOf(server, trader.userId);
    expect(log.at(-1)).toMatchObject({ value: "-0.545000", memo: "trade_fee" });
    await expectLedgerBalanced(server, trader.userId);
  });

  it("closes a position with its realised loss as a ledger row and tells who listens that it left the book", async () => {
    const trader = await openTrader(server);
    const placed = await submit(trader, { type: 1, cont: "0.1", status: 0, target_price: "1.09000" });
    await act(trader, placed.Id, (tx, order, at) => server.server.engine.actions.fillPending(tx, order, "1.09000", at));
    const closed = await act(trader, placed.Id, (tx, order, at) => server.server.engine.actions.closePosition(tx, order, "1.08000", "stop-loss", at));
    // (1.08 − 1.09) × 0.1 × 100,000 = −100 USD.
    expect(closed).toMatchObject({ state: ORDER_CLOSED, closePrice: "1.08000", profit: "-100.000000", closeReason: "stop-loss" });
    expect(changes.at(-1)).toMatchObject({ userId: trader.userId, balance: "99899.455000", live: [], gone: [placed.Id] });
    expect(closedOnBus.at(-1)).toMatchObject({ Id: placed.Id, CloseReason: "stop-loss", ClosePrice: "1.08000", FactProfits: "-100.000000" });
    expect((await bookOf(server, trader.userId)).log.at(-1)).toMatchObject({ value: "-100.000000", memo: "trade_loss" });
    expect(await expectLedgerBalanced(server, trader.userId)).toBe("99899.455000");
  });

  it("cancels a pending order that no longer fits at fill with reason no-margin, booking nothing", async () => {
    const trader = await openTrader(server);
    const placed = await submit(trader, { type: 1, cont: "10", status: 0, target_price: "1.09000", multiple: 50 });
    // 37 lots at 1:50 hold 81,400 USD of the 100,000; the pending order's 21,800 + 109 no longer fit.
    await submit(trader, { type: 1, cont: "37", status: 1, multiple: 50 });
    const before = await bookOf(server, trader.userId);
    const result = await act(trader, placed.Id, (tx, order, at) => server.server.engine.actions.fillPending(tx, order, "1.09000", at));
    expect(result).toMatchObject({ state: ORDER_CLOSED, closeReason: "no-margin" });
    expect(changes.at(-1)).toMatchObject({ live: [], gone: [placed.Id] });
    expect(closedOnBus.at(-1)).toMatchObject({ Id: placed.Id, CloseReason: "no-margin", ClosePrice: "" });
    const after = await bookOf(server, trader.userId);
    expect(after.balance).toEqual(before.balance);
    expect(after.log).toEqual(before.log);
  });

  it("writes a balance a loss took below zero back to zero by a ledger row of its own", async () => {
    const trader = await openTrader(server);
    const position = await submit(trader, { type: 1, cont: "90", status: 1, multiple: 500 });
    const closed = await act(trader, position.Id, (tx, order, at) => server.server.engine.actions.closePosition(tx, order, "0.98000", "stop-out", at));
    expect(dec(closed.profit!).lessThan(-100_000)).toBe(true);
    const { log, balance } = await bookOf(server, trader.userId);
    expect(log.slice(-2).map((row) => row.memo)).toEqual(["trade_loss", "negative_balance_reset"]);
    expect(balance!.balance).toBe("0.000000");
    expect(changes.at(-1)).toMatchObject({ userId: trader.userId, balance: "0.000000", gone: [position.Id] });
    await expectLedgerBalanced(server, trader.userId);
  });

  it("cancels a pending order with the reason given, and refuses to act on an order in another state", async () => {
    const trader = await openTrader(server);
    const placed = await submit(trader, { type: 2, cont: "0.5", status: 0, target_price: "1.12000" });
    expect(placed).toMatchObject({ Kind: 1 });
    const cancelled = await act(trader, placed.Id, (tx, order, at) => server.server.engine.actions.cancelPending(tx, order, "cancelled", at));
    expect(cancelled).toMatchObject({ state: ORDER_CLOSED, closeReason: "cancelled" });
    expect(changes.at(-1)).toMatchObject({ gone: [placed.Id], live: [] });
    await expect(act(trader, placed.Id, (tx, order, at) => server.server.engine.actions.closePosition(tx, order, "1.1", "user", at))).rejects.toThrow(/not in state 1/);
    await expectLedgerBalanced(server, trader.userId);
  });
});
