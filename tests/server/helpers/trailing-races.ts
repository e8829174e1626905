import { expect } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, ORDER_HOLDING, type ClosedOrder, type Order } from "#domain/order.ts";
import { dataOf } from "./envelope.ts";
import type { TestServer } from "./test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader, setPrice, trade } from "./trading.ts";

/** Trailing-stop calls sent at once around one close of the same position. */
export const TRAILING_AT_ONCE = 120;

interface Envelope {
  code: number;
  msg: string;
  data?: Order | ClosedOrder;
}

/**
 * Sets and removals of one position's trailing stop sent at once with a close of it in their
 * middle: the position closes once, every call served before the close answered with the position
 * held, every one after it refused in words, and none lands on the closed row. Returns the counts.
 */
export async function trailingRacesClose(server: TestServer, eurusd: number) {
  const trader = await openTrader(server);
  const held = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "1", status: 1, multiple: 50 }, trader));
  const send = async (path: string, fields: Record<string, string | number>, key: string): Promise<Envelope> =>
    (await trade(server, path, fields, trader, key)).json() as Promise<Envelope>;
  const middle = TRAILING_AT_ONCE / 2;
  const answers = await Promise.all(
    Array.from({ length: TRAILING_AT_ONCE + 1 }, (_, i) =>
      i === middle
        ? send("/v1/api/forex/close", { id: held.Id }, "trail-race-close")
        : send("/v1/api/forex/set_trailing_stop", { id: held.Id, trailing_points: i % 3 === 0 ? 0 : 15 + i, trailing_step: i % 5 }, `trail-race-${i}`),
    ),
  );
  const close = answers[middle]!;
  const trails = answers.filter((_, i) => i !== middle);
  const served = trails.filter((body) => body.code === 1);
  const refused = trails.filter((body) => body.code !== 1);
  console.log(
    `[${server.server.store.kind}] ${TRAILING_AT_ONCE} trailing-stop sets and removals racing one close: ${served.length} served before it, ${refused.length} refused after it, close ${close.code === 1 ? "served once" : close.msg}`,
  );
  expect(close.code, close.msg).toBe(1);
  expect(served.length + refused.length).toBe(TRAILING_AT_ONCE);
  for (const body of served) expect(body.data?.State).toBe(ORDER_HOLDING);
  for (const body of refused) expect(body.msg).toBe(`Order ${held.Id} is already closed`);
  const { log, orders } = await bookOf(server, trader.userId);
  const row = orders.find((order) => order.id === held.Id)!;
  expect(row.state).toBe(ORDER_CLOSED);
  // The closed row keeps the trailing stop the close saw: no set or removal landed after it.
  expect(row.trailingPoints ?? undefined).toBe(close.data?.TrailingPoints);
  expect(log.filter((entry) => entry.memo === "trade_profit" || entry.memo === "trade_loss")).toHaveLength(1);
  await expectLedgerBalanced(server, trader.userId);
  return { served: served.length, refused: refused.length };
}

/** A trailing stop set over the HTTP API moves its stop loss on the next tick: the columns and the path work on this store. */
export async function trailingMoves(server: TestServer, eurusd: number): Promise<void> {
  const trader = await openTrader(server);
  await setPrice(server, "EURUSD", "1.10000");
  const held = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 2, cont: "0.1", status: 1, multiple: 50 }, trader));
  await dataOf<Order>(await trade(server, "/v1/api/forex/set_trailing_stop", { id: held.Id, trailing_points: 100 }, trader));
  await setPrice(server, "EURUSD", "1.09000");
  await server.server.engine.settled();
  const { orders } = await bookOf(server, trader.userId);
  const ask = server.server.hub.quote("EURUSD")!.Ask;
  expect(orders[0]).toMatchObject({ trailingPoints: 100, trailingStep: 0, stopLoss: dec(ask).plus("0.00100").toFixed(5) });
}
