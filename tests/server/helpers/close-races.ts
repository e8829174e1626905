import { expect } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, type BulkCloseResult, type ClosedOrder, type Order } from "#domain/order.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader, setPrice, trade } from "./trading.ts";

/** Every race fires this many requests at once. */
export const PARTS_AT_ONCE = 120;

/**
 * `PARTS_AT_ONCE` closes of 0.01 of one 1-lot position sent at once with different keys: exactly
 * 100 go through (the hundredth closes the last 0.01), the rest are refused in words, the closed
 * lots add up to the position and the ledger to the balance.
 */
export async function partialClosesAtOnce(server: TestServer, eurusd: number): Promise<void> {
  const trader = await openTrader(server);
  await setPrice(server, "EURUSD", "1.10000");
  const held = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "1", status: 1, multiple: 100 }, trader));
  const answers = await Promise.all(Array.from({ length: PARTS_AT_ONCE }, (_, i) => trade(server, "/v1/api/forex/close_part", { id: held.Id, cont: "0.01" }, trader, `part-${i}`)));
  const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ code: number; data: ClosedOrder }>));
  const through = bodies.filter((body) => body.code === 1);
  console.log(`[${server.server.store.kind}] ${PARTS_AT_ONCE} partial closes of 0.01 of 1 lot at once: ${through.length} went through`);
  expect(through).toHaveLength(100);
  expect(through.reduce((sum, body) => sum.plus(body.data.Quantity), dec(0)).toFixed(2)).toBe("1.00");
  for (const body of bodies.filter((b) => b.code !== 1)) expect(body.code).toBe(400);
  const { orders } = await bookOf(server, trader.userId);
  expect(orders.every((row) => row.state === ORDER_CLOSED)).toBe(true);
  expect(orders.reduce((sum, row) => sum.plus(row.lots), dec(0)).toFixed(2)).toBe("1.00");
  await expectLedgerBalanced(server, trader.userId);
}

/**
 * A bulk close and the tick that reaches 20 positions' stop losses, sent together (one order, then
 * the other): every position is closed once, by one or the other, its result booked once.
 */
export async function bulkCloseRacingStops(server: TestServer, eurusd: number): Promise<void> {
  for (const tickFirst of [false, true]) {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const open = () => trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "0.1", status: 1, multiple: 100, stop_loss_price: "1.09000" }, trader);
    const held = await Promise.all(Array.from({ length: 20 }, async () => dataOf<Order>(await open())));
    const bulk = () => trade(server, "/v1/api/forex/close_all", { scope: 0 }, trader);
    const tick = () => setPrice(server, "EURUSD", "1.08900");
    const answer = tickFirst ? (await Promise.all([tick(), bulk()]))[1] : (await Promise.all([bulk(), tick()]))[0];
    await server.server.engine.settled();
    const result = await dataOf<BulkCloseResult>(answer);
    const { orders, log } = await bookOf(server, trader.userId);
    const byStop = orders.filter((row) => row.closeReason === "stop-loss").map((row) => row.id);
    console.log(`[${server.server.store.kind}] a bulk close racing 20 stop losses (${tickFirst ? "tick" : "close"} sent first): ${result.closed.length} closed by it, ${byStop.length} by their stop`);
    const ids = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(ids([...result.closed.map((order) => order.Id), ...byStop])).toEqual(ids(held.map((order) => order.Id)));
    expect(orders.every((row) => row.state === ORDER_CLOSED)).toBe(true);
    expect(log.filter((row) => row.memo === "trade_profit" || row.memo === "trade_loss")).toHaveLength(20);
    await expectLedgerBalanced(server, trader.userId);
  }
}
