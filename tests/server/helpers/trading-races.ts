import { expect } from "vitest";
import { dec } from "../../../src/domain/decimal.ts";
import type { AccountDetail, Order } from "../../../src/domain/order.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader, trade } from "./trading.ts";

const ONE_LOT = { type: 1, cont: "1", status: 1, multiple: 50 };

/**
 * 50 submits of 1 EURUSD lot at 1:50 sent at once on one new 100,000 USD account: each holds
 * ~2,200 USD margin, ~11 USD fee and ~2 USD of spread, so about 45 fit and never more. Returns how
 * many opened.
 */
export async function fiftySubmitsAtOnce(server: TestServer, eurusd: number): Promise<number> {
  const trader = await openTrader(server);
  const answers = await Promise.all(Array.from({ length: 50 }, () => trade(server, "/v1/api/forex/submit", { forex_id: eurusd, ...ONE_LOT }, trader)));
  const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ code: number; msg: string }>));
  const through = bodies.filter((body) => body.code === 1).length;
  const refused = bodies.filter((body) => body.code !== 1);
  console.log(`[${server.server.store.kind}] 50 simultaneous submits of 1 lot EURUSD at 1:50 on 100,000 USD: ${through} opened, ${refused.length} refused for margin`);
  for (const body of refused) expect(body.msg).toMatch(/^Not enough available prepayment/);

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

/** The same Idempotency-Key on two submits sent at once: one order, both answered with it. */
export async function sameKeyTwiceAtOnce(server: TestServer, eurusd: number): Promise<void> {
  const trader = await openTrader(server);
  const send = () => trade(server, "/v1/api/forex/submit", { forex_id: eurusd, ...ONE_LOT }, trader, "buy-once-1");
  const [first, second] = await Promise.all([send(), send()]);
  const [a, b] = [await dataOf<Order>(first), await dataOf<Order>(second)];
  expect(b.Id).toBe(a.Id);
  const { orders, log } = await bookOf(server, trader.userId);
  console.log(`[${server.server.store.kind}] the same Idempotency-Key sent twice at once: ${orders.length} order`);
  expect(orders).toHaveLength(1);
  expect(log.filter((row) => row.memo === "trade_fee")).toHaveLength(1);
  // Later too: the first answer again, nothing done.
  expect((await dataOf<Order>(await send())).Id).toBe(a.Id);
  expect((await bookOf(server, trader.userId)).orders).toHaveLength(1);
}
