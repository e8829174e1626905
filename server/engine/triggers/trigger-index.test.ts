import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KIND_LIMIT, KIND_STOP, ORDER_BUY, ORDER_HOLDING, ORDER_PENDING, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import { pendingFills, type PendingKind } from "#domain/trading/pending.ts";
import { stopTriggered } from "#domain/trading/stops.ts";
import type { BookOrder } from "../book-order.ts";
import { heldOrder, pendingOrder } from "../testing/book-orders.ts";
import { TriggerIndex, type Due } from "./trigger-index.ts";

let nextId = 1;
const pending = (direction: OrderDirection, kind: PendingKind, target: string, code = "EURUSD") => pendingOrder(nextId++, direction, kind, target, { code });
const held = (direction: OrderDirection, stopLoss: string | null, takeProfit: string | null) => heldOrder(nextId++, direction, "1.10000", { stopLoss, takeProfit });
const indexOf = (...orders: BookOrder[]) => {
  const index = new TriggerIndex();
  index.apply({ userId: 7, live: orders, gone: [] });
  return index;
};
const summary = (due: Due[]) => due.map((d) => `${d.order.id}:${d.trigger}`).sort();

describe("the trigger index finds what a quote reaches, as MT5", () => {
  it("fills a buy limit when the Ask falls to its price, not before", () => {
    const order = pending(ORDER_BUY, KIND_LIMIT, "1.09000");
    const index = indexOf(order);
    expect(index.due("EURUSD", { Bid: "1.08995", Ask: "1.09001" })).toEqual([]);
    expect(summary(index.due("EURUSD", { Bid: "1.08994", Ask: "1.09000" }))).toEqual([`${order.id}:fill`]);
  });

  it("fills a buy stop when the Ask rises to its price", () => {
    const order = pending(ORDER_BUY, KIND_STOP, "1.11000");
    const index = indexOf(order);
    expect(index.due("EURUSD", { Bid: "1.10995", Ask: "1.10999" })).toEqual([]);
    expect(summary(index.due("EURUSD", { Bid: "1.10996", Ask: "1.11000" }))).toEqual([`${order.id}:fill`]);
  });

  it("fills a sell limit when the Bid rises to its price and a sell stop when it falls to it", () => {
    const limit = pending(ORDER_SELL, KIND_LIMIT, "1.11000");
    const stop = pending(ORDER_SELL, KIND_STOP, "1.09000");
    const index = indexOf(limit, stop);
    // The Ask reaching the price does not fill a sell: it waits for the Bid.
    expect(index.due("EURUSD", { Bid: "1.10990", Ask: "1.11010" })).toEqual([]);
    expect(summary(index.due("EURUSD", { Bid: "1.11000", Ask: "1.11010" }))).toEqual([`${limit.id}:fill`]);
    expect(index.due("EURUSD", { Bid: "1.09001", Ask: "1.08990" })).toEqual([]);
    expect(summary(index.due("EURUSD", { Bid: "1.09000", Ask: "1.09010" }))).toEqual([`${stop.id}:fill`]);
  });

  it("closes a buy at Bid ≤ SL and Bid ≥ TP, a sell at Ask ≥ SL and Ask ≤ TP", () => {
    const buy = held(ORDER_BUY, "1.09000", "1.12000");
    const sell = held(ORDER_SELL, "1.12000", "1.09000");
    const index = indexOf(buy, sell);
    expect(index.due("EURUSD", { Bid: "1.10000", Ask: "1.10010" })).toEqual([]);
    expect(summary(index.due("EURUSD", { Bid: "1.08990", Ask: "1.09000" }))).toEqual([`${buy.id}:stop-loss`, `${sell.id}:take-profit`].sort());
    expect(summary(index.due("EURUSD", { Bid: "1.12000", Ask: "1.12010" }))).toEqual([`${buy.id}:take-profit`, `${sell.id}:stop-loss`].sort());
  });

  it("finds every level a gap jumps past and nothing on other instruments", () => {
    const a = pending(ORDER_BUY, KIND_STOP, "1.11000");
    const b = pending(ORDER_BUY, KIND_STOP, "1.12000");
    const c = pending(ORDER_BUY, KIND_STOP, "1.14000");
    const other = pending(ORDER_BUY, KIND_STOP, "1.0", "GBPUSD");
    const index = indexOf(c, a, other, b);
    expect(summary(index.due("EURUSD", { Bid: "1.12990", Ask: "1.13000" }))).toEqual([`${a.id}:fill`, `${b.id}:fill`].sort());
    expect(index.due("USDJPY", { Bid: "150", Ask: "150.1" })).toEqual([]);
  });

  it("forgets orders that left the book and replaces orders that changed", () => {
    const order = pending(ORDER_BUY, KIND_LIMIT, "1.09000");
    const index = indexOf(order);
    const filled: BookOrder = { ...order, state: ORDER_HOLDING, openPrice: "1.09000", stopLoss: "1.08000" };
    index.apply({ userId: 7, live: [filled], gone: [] });
    expect(index.size).toBe(1);
    expect(summary(index.due("EURUSD", { Bid: "1.08000", Ask: "1.08010" }))).toEqual([`${order.id}:stop-loss`]);
    index.apply({ userId: 7, live: [{ ...filled, stopLoss: null }], gone: [] });
    expect(index.size).toBe(0);
    index.apply({ userId: 7, live: [filled], gone: [] });
    index.apply({ userId: 7, live: [], gone: [order.id] });
    expect(index.size).toBe(0);
    expect(index.due("EURUSD", { Bid: "1.0", Ask: "1.0" })).toEqual([]);
  });

  it("keeps orders at the same price apart", () => {
    const first = pending(ORDER_SELL, KIND_LIMIT, "1.11000");
    const second = pending(ORDER_SELL, KIND_LIMIT, "1.11000");
    const index = indexOf(first, second);
    index.apply({ userId: 7, live: [], gone: [first.id] });
    expect(summary(index.due("EURUSD", { Bid: "1.11000", Ask: "1.11010" }))).toEqual([`${second.id}:fill`]);
  });

  it("agrees with the domain rules on every random book and quote", () => {
    const price = fc.integer({ min: 90_000, max: 110_000 }).map((n) => (n / 100_000).toFixed(5));
    const order = fc.oneof(
      fc.record({ direction: fc.constantFrom(ORDER_BUY, ORDER_SELL), kind: fc.constantFrom(KIND_LIMIT, KIND_STOP), price }).map((o) => pending(o.direction, o.kind, o.price)),
      fc.record({ direction: fc.constantFrom(ORDER_BUY, ORDER_SELL), sl: fc.option(price, { nil: null }), tp: fc.option(price, { nil: null }) }).map((o) => held(o.direction, o.sl, o.tp)),
    );
    const spread = fc.integer({ min: 0, max: 30 });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 30 }), price, spread, (orders, bid, points) => {
        const quote = { Bid: bid, Ask: (Number(bid) + points / 100_000).toFixed(5) };
        const expected: string[] = [];
        for (const o of orders) {
          if (o.state === ORDER_PENDING) {
            if (pendingFills(o.direction, o.kind as PendingKind, o.targetPrice!, quote)) expected.push(`${o.id}:fill`);
            continue;
          }
          // stopTriggered names one reason; a level set on the far side of the other may fire too.
          if (stopTriggered(o.direction, { stopLoss: o.stopLoss ?? "" }, quote)) expected.push(`${o.id}:stop-loss`);
          if (stopTriggered(o.direction, { takeProfit: o.takeProfit ?? "" }, quote)) expected.push(`${o.id}:take-profit`);
        }
        expect(summary(indexOf(...orders).due("EURUSD", quote))).toEqual(expected.sort());
      }),
      { numRuns: 500 },
    );
  });

  it("wakes a buy's trailing stop when the Bid rises to its next move and a sell's when the Ask falls to it", () => {
    const buy = heldOrder(nextId++, ORDER_BUY, "1.10000", { trailingPoints: 20, trailingStep: 0, stopLoss: "1.10030" });
    const sell = heldOrder(nextId++, ORDER_SELL, "1.10000", { trailingPoints: 20, trailingStep: 5 });
    expect(indexOf(buy).due("EURUSD", { Bid: "1.10050", Ask: "1.10052" })).toEqual([]);
    expect(summary(indexOf(buy).due("EURUSD", { Bid: "1.10051", Ask: "1.10053" }))).toEqual([`${buy.id}:trail`]);
    expect(indexOf(sell).due("EURUSD", { Bid: "1.09979", Ask: "1.09981" })).toEqual([]);
    expect(summary(indexOf(sell).due("EURUSD", { Bid: "1.09978", Ask: "1.09980" }))).toEqual([`${sell.id}:trail`]);
  });

  it("moves a trailing stop's wake-up with its stop loss and drops it when the trailing stop is removed", () => {
    const order = heldOrder(nextId++, ORDER_BUY, "1.10000", { trailingPoints: 20, trailingStep: 0, stopLoss: "1.10030" });
    const index = indexOf(order);
    index.apply({ userId: 7, live: [{ ...order, stopLoss: "1.10060" }], gone: [] });
    expect(index.due("EURUSD", { Bid: "1.10080", Ask: "1.10082" })).toEqual([]);
    expect(summary(index.due("EURUSD", { Bid: "1.10081", Ask: "1.10083" }))).toEqual([`${order.id}:trail`]);
    index.apply({ userId: 7, live: [{ ...order, stopLoss: "1.10060", trailingPoints: null, trailingStep: null }], gone: [] });
    expect(index.due("EURUSD", { Bid: "1.20000", Ask: "1.20002" })).toEqual([]);
  });
});
