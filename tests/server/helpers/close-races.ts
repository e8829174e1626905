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

/** Positions whose stop losses one tick reaches, and bulk closes sent with it. */
export const STOPS_AT_ONCE = 100;
export const BULK_CLOSES_AT_ONCE = 100;

/**
 * `BULK_CLOSES_AT_ONCE` bulk closes, each with its own key, and the tick that reaches
 * `STOPS_AT_ONCE` positions' stop losses, sent together (the tick first, then last): every
 * position is closed once, by one of the calls or by its stop, its result booked once.
 */
export async function bulkCloseRacingStops(server: TestServer, eurusd: number): Promise<void> {
  for (const tickFirst of [false, true]) {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const open = (i: number) =>
      trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "0.01", status: 1, multiple: 100, stop_loss_price: "1.09000" }, trader, `open-${i}`);
    const held = await Promise.all(Array.from({ length: STOPS_AT_ONCE }, async (_, i) => dataOf<Order>(await open(i))));
    const bulks = () => Array.from({ length: BULK_CLOSES_AT_ONCE }, (_, i) => trade(server, "/v1/api/forex/close_all", { scope: 0 }, trader, `bulk-${i}`));
    const tick = () => setPrice(server, "EURUSD", "1.08900");
    const answers = tickFirst ? (await Promise.all([tick(), Promise.all(bulks())]))[1] : (await Promise.all([Promise.all(bulks()), tick()]))[0];
    await server.server.engine.settled();
    const results = await Promise.all(answers.map((answer) => dataOf<BulkCloseResult>(answer)));
    const byBulk = results.flatMap((result) => result.closed.map((order) => order.Id));
    const { orders, log } = await bookOf(server, trader.userId);
    const byStop = orders.filter((row) => row.closeReason === "stop-loss").map((row) => row.id);
    console.log(
      `[${server.server.store.kind}] ${BULK_CLOSES_AT_ONCE} bulk closes racing ${STOPS_AT_ONCE} stop losses (${tickFirst ? "tick" : "closes"} sent first): ${byBulk.length} closed by them, ${byStop.length} by their stop`,
    );
    const ids = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(ids([...byBulk, ...byStop])).toEqual(ids(held.map((order) => order.Id)));
    expect(orders.every((row) => row.state === ORDER_CLOSED)).toBe(true);
    expect(log.filter((row) => row.memo === "trade_profit" || row.memo === "trade_loss")).toHaveLength(STOPS_AT_ONCE);
    await expectLedgerBalanced(server, trader.userId);
  }
}
