import { expect } from "vitest";
import { dec } from "#domain/decimal.ts";
import type { AccountDetail, Order } from "#domain/order.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader, trade, type Trader } from "./trading.ts";

const ONE_LOT = { type: 1, cont: "1", status: 1, multiple: 50 };
/** Every race fires this many requests at once. */
export const AT_ONCE = 120;

/** `AT_ONCE` calls of `path` sent together; the envelopes, in order. */
async function allAtOnce(server: TestServer, trader: Trader, path: string, fields: (i: number) => Record<string, string | number>, key?: (i: number) => string) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => trade(server, path, fields(i), trader, key?.(i))));
  return Promise.all(answers.map((answer) => answer.json() as Promise<{ code: number; msg: string; data: unknown }>));
}

const kindOf = (server: TestServer) => server.server.store.kind;

/**
 * Submits of 1 EURUSD lot at 1:50 sent at once on one new 100,000 USD account: each holds ~2,200
 * USD margin, ~11 USD fee and ~2 USD of spread, so about 45 fit and never more. Returns how many opened.
 */
export async function submitsAtOnce(server: TestServer, eurusd: number): Promise<number> {
  const trader = await openTrader(server);
  const bodies = await allAtOnce(server, trader, "/v1/api/forex/submit", () => ({ forex_id: eurusd, ...ONE_LOT }));
  const through = bodies.filter((body) => body.code === 1).length;
  const refused = bodies.filter((body) => body.code !== 1);
  console.log(`[${kindOf(server)}] ${AT_ONCE} simultaneous submits of 1 lot EURUSD at 1:50 on 100,000 USD: ${through} opened, ${refused.length} refused for margin`);
  for (const body of refused) expect(body.msg).toMatch(/^Not enough free margin/);

  const detail = await dataOf<AccountDetail>(await trade(server, "/v1/api/main/account/forexDetail", {}, trader));
  expect(through).toBeGreaterThan(40);
  expect(through).toBeLessThan(50);
  expect(dec(detail.available_prepayment).isNegative()).toBe(false);
  // Full: what is left would not carry one more lot.
  const perLot = dec(detail.current_margin).dividedBy(through);
  expect(dec(detail.available_prepayment).lessThan(perLot.times("1.005"))).toBe(true);
  expect((await bookOf(server, trader.userId)).orders).toHaveLength(through);
  await expectLedgerBalanced(server, trader.userId);
  return through;
}

/** The same Idempotency-Key on submits sent at once: one order, every caller answered with it. */
export async function sameKeyAtOnce(server: TestServer, eurusd: number): Promise<void> {
  const trader = await openTrader(server);
  const bodies = await allAtOnce(server, trader, "/v1/api/forex/submit", () => ({ forex_id: eurusd, ...ONE_LOT }), () => "buy-once-1");
  const ids = new Set(bodies.map((body) => (body.data as Order).Id));
  const { orders, log } = await bookOf(server, trader.userId);
  console.log(`[${kindOf(server)}] the same Idempotency-Key sent ${AT_ONCE} times at once: ${orders.length} order, ${bodies.filter((b) => b.code === 1).length} answered with it`);
  expect(bodies.every((body) => body.code === 1)).toBe(true);
  expect(ids.size).toBe(1);
  expect(orders).toHaveLength(1);
  expect(log.filter((row) => row.memo === "trade_fee")).toHaveLength(1);
}

/**
 * One position closed, and one pending order cancelled, by requests sent at once with different
 * keys: each leaves the book once, its result booked once; every other request is refused.
 */
export async function closesAndCancelsAtOnce(server: TestServer, eurusd: number): Promise<void> {
  const trader = await openTrader(server);
  const held = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, ...ONE_LOT }, trader));
  const pending = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, ...ONE_LOT, status: 0, target_price: "0.50000" }, trader));
  const key = (i: number) => `race-${i}`;
  const closes = await allAtOnce(server, trader, "/v1/api/forex/close", () => ({ id: held.Id }), key);
  const cancels = await allAtOnce(server, trader, "/v1/api/forex/cancel_trade", () => ({ id: pending.Id }), (i) => `cancel-${key(i)}`);
  const closed = closes.filter((body) => body.code === 1).length;
  const cancelled = cancels.filter((body) => body.code === 1).length;
  console.log(`[${kindOf(server)}] ${AT_ONCE} closes of one position at once: ${closed} closed it; ${AT_ONCE} cancels of one pending order: ${cancelled} cancelled it`);
  expect(closed).toBe(1);
  expect(cancelled).toBe(1);
  // The others are refusals in words ("no such order"), never a server error.
  for (const body of [...closes, ...cancels].filter((b) => b.code !== 1)) expect([404, 400]).toContain(body.code);
  const { log, orders } = await bookOf(server, trader.userId);
  expect(log.filter((row) => row.memo === "trade_profit" || row.memo === "trade_loss")).toHaveLength(1);
  expect(orders.every((order) => order.state === 3)).toBe(true);
  await expectLedgerBalanced(server, trader.userId);
}

/** Demo resets sent at once on an account with a position: it is closed once and the balance is the starting one. */
export async function demoResetsAtOnce(server: TestServer, eurusd: number): Promise<void> {
  const trader = await openTrader(server);
  await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, ...ONE_LOT }, trader));
  const bodies = await allAtOnce(server, trader, "/v1/api/main/user/resetForexDemoAccount", () => ({}), (i) => `reset-${i}`);
  const { log, balance, orders } = await bookOf(server, trader.userId);
  const closes = log.filter((row) => row.memo === "trade_profit" || row.memo === "trade_loss").length;
  console.log(`[${kindOf(server)}] ${AT_ONCE} demo resets at once: ${bodies.filter((b) => b.code === 1).length} answered, the position closed ${closes} time(s), balance ${balance!.balance}`);
  expect(bodies.every((body) => body.code === 1)).toBe(true);
  expect(closes).toBe(1);
  expect(orders.every((order) => order.state === 3)).toBe(true);
  expect(balance!.balance).toBe("100000.000000");
  await expectLedgerBalanced(server, trader.userId);
}
