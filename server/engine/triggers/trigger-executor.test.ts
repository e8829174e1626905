import { describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { KIND_LIMIT, KIND_STOP, ORDER_BUY, ORDER_PENDING, ORDER_SELL, type CloseReason } from "#domain/order.ts";
import type { AccountTx } from "../account-tx.ts";
import type { LiveOrder } from "../live-order.ts";
import type { Due } from "./trigger-index.ts";
import { liveOrder } from "../testing/book-orders.ts";
import { createTriggerExecutor } from "./trigger-executor.ts";

const quote = (bid: string, ask: string, status = 1): Quote => ({ Code: "EURUSD", Open: bid, Close: bid, Bid: bid, Ask: ask, Change: "0", MarketStatus: status, Time: 0 });

/** A database whose every query finds nothing: the stop-out check after a close sees no position left. */
const noRows: unknown = new Proxy(() => noRows, {
  get: (_target, key) => (key === "then" ? (resolve: (rows: unknown[]) => void) => resolve([]) : noRows),
  apply: () => noRows,
});

/** The executor over one stored order, recording the actions it takes. */
function setUp(stored: LiveOrder, open = true) {
  const taken: string[] = [];
  const tx = { userId: stored.userId, db: noRows, balance: "1000.000000" } as AccountTx;
  const executor = createTriggerExecutor({
    withAccount: (_userId, work) => work(tx, new Date(0)),
    ownOrder: async (_db, userId, id) => (userId === stored.userId && id === stored.id ? stored : undefined),
    actions: {
      fillPending: async (_tx, order, price) => {
        taken.push(`fill ${order.id} at ${price}`);
        return order;
      },
      closePosition: async (_tx, order, price, reason: CloseReason) => {
        taken.push(`close ${order.id} at ${price} (${reason})`);
        return order;
      },
    },
    quoteOf: () => undefined,
    isOpen: () => open,
    stopOutLevel: 50,
  });
  const run = (q: Quote, indexed: LiveOrder = stored, trigger: Due["trigger"] = "fill") => executor.execute({ userId: stored.userId, order: indexed, trigger }, q);
  return { taken, run };
}

const pending = (direction: typeof ORDER_BUY | typeof ORDER_SELL, kind: typeof KIND_LIMIT | typeof KIND_STOP, target: string) =>
  liveOrder({ direction, kind, state: ORDER_PENDING, targetPrice: target, openPrice: null, margin: "0.000000", fee: "0.000000" });

describe("executing a reached level under the account lock", () => {
  it("fills a stop at the first price after a gap and a limit at its own price", async () => {
    const buyStop = setUp(pending(ORDER_BUY, KIND_STOP, "1.11000"));
    await buyStop.run(quote("1.14998", "1.15000"));
    const buyLimit = setUp(pending(ORDER_BUY, KIND_LIMIT, "1.09000"));
    await buyLimit.run(quote("1.04998", "1.05000"));
    const sellStop = setUp(pending(ORDER_SELL, KIND_STOP, "1.09000"));
    await sellStop.run(quote("1.05000", "1.05002"));
    const sellLimit = setUp(pending(ORDER_SELL, KIND_LIMIT, "1.11000"));
    await sellLimit.run(quote("1.15000", "1.15002"));
    expect([buyStop, buyLimit, sellStop, sellLimit].flatMap((s) => s.taken)).toEqual(["fill 1 at 1.15000", "fill 1 at 1.09000", "fill 1 at 1.05000", "fill 1 at 1.11000"]);
  });

  it("closes a stop loss at the first price after a gap and a take profit at its level", async () => {
    const buy = setUp(liveOrder({ stopLoss: "1.09000", takeProfit: "1.12000" }));
    await buy.run(quote("1.05000", "1.05002"), undefined, "stop-loss");
    await buy.run(quote("1.15000", "1.15002"), undefined, "take-profit");
    const sell = setUp(liveOrder({ direction: ORDER_SELL, stopLoss: "1.12000", takeProfit: "1.09000" }));
    await sell.run(quote("1.14998", "1.15000"), undefined, "stop-loss");
    await sell.run(quote("1.04998", "1.05000"), undefined, "take-profit");
    expect([...buy.taken, ...sell.taken]).toEqual([
      "close 1 at 1.05000 (stop-loss)",
      "close 1 at 1.12000 (take-profit)",
      "close 1 at 1.15000 (stop-loss)",
      "close 1 at 1.09000 (take-profit)",
    ]);
  });

  it("decides again on the order as stored: a level moved, a filled or a closed order does nothing", async () => {
    // The index still had the old stop at 1.09000; the stored order's stop is now 1.08000.
    const moved = setUp(liveOrder({ stopLoss: "1.08000" }));
    await moved.run(quote("1.08500", "1.08502"), liveOrder({ stopLoss: "1.09000" }), "stop-loss");
    // Found as a pending buy limit, but it filled meanwhile (no SL/TP): nothing to do.
    const filled = setUp(liveOrder());
    await filled.run(quote("1.08500", "1.08502"), pending(ORDER_BUY, KIND_LIMIT, "1.09000"));
    const gone = setUp(liveOrder({ stopLoss: "1.09000" }));
    await gone.run(quote("1.08500", "1.08502"), liveOrder({ id: 2, stopLoss: "1.09000" }), "stop-loss");
    expect([...moved.taken, ...filled.taken, ...gone.taken]).toEqual([]);
  });

  it("does nothing when the market closed before the execution ran", async () => {
    const closed = setUp(liveOrder({ stopLoss: "1.09000" }), false);
    await closed.run(quote("1.08000", "1.08002"), undefined, "stop-loss");
    expect(closed.taken).toEqual([]);
  });
});
