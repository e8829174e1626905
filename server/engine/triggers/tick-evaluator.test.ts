import { describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { KIND_LIMIT, ORDER_BUY, type AccountNotice } from "#domain/order.ts";
import { RiskMonitor } from "../risk/risk-monitor.ts";
import { AccountQueue } from "./account-queue.ts";
import { heldOrder, pendingOrder } from "../testing/book-orders.ts";
import { evaluateBook, evaluateTick, queueStopOut, type TriggerExecutor } from "./tick-evaluator.ts";
import { TriggerIndex } from "./trigger-index.ts";

const quote = (bid: string, status = 1): Quote => ({ Code: "EURUSD", Open: bid, Close: bid, Bid: bid, Ask: bid, Change: "0", MarketStatus: status, Time: 0 });
const buyLimit = pendingOrder(1, ORDER_BUY, KIND_LIMIT, "1.09000");
const held = heldOrder(2, ORDER_BUY, "1.10000");

function setUp() {
  const calls: string[] = [];
  const release: (() => void)[] = [];
  const executor: TriggerExecutor = {
    execute: (due, q) => {
      calls.push(`execute ${due.order.id} ${due.trigger} at ${q.Bid}`);
      return new Promise((resolve) => release.push(resolve));
    },
    stopOut: async (userId) => void calls.push(`stop-out ${userId}`),
  };
  const queue = new AccountQueue((error) => {
    throw error;
  });
  const quotes = new Map<string, Quote>();
  const notices: AccountNotice[] = [];
  const risk = new RiskMonitor({
    stopOutLevel: 50,
    marginCallLevel: 100,
    quoteOf: (code) => quotes.get(code),
    isOpen: () => true,
    stopOut: (userId) => queueStopOut(queue, executor, userId),
    marginCall: (_, notice) => notices.push(notice),
    marginCallChanged: () => undefined,
  });
  const index = new TriggerIndex();
  const revalued: number[] = [];
  const tick = (q: Quote) => {
    quotes.set(q.Code, q);
    evaluateTick({ index, risk, queue, executor, revalued: (userId) => revalued.push(userId) }, [q]);
  };
  const change = { userId: 5, balance: "2000", live: [buyLimit, held], gone: [] };
  index.apply(change);
  risk.apply(change);
  return { calls, release, queue, tick, revalued, notices, index, executor };
}

describe("evaluating a tick", () => {
  it("triggers nothing on a closed market, whatever its price", async () => {
    const { calls, queue, tick, revalued } = setUp();
    tick(quote("1.00000", 0));
    await queue.idle();
    expect(calls).toEqual([]);
    expect(revalued).toEqual([]);
  });

  it("executes a reached order once while its execution runs, with the quote that reached it", async () => {
    const { calls, release, queue, tick, revalued } = setUp();
    tick(quote("1.09000"));
    tick(quote("1.08990"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(["execute 1 fill at 1.09000"]);
    expect(revalued).toEqual([5, 5]);
    release.shift()!();
    await queue.idle();
    tick(quote("1.08980"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(["execute 1 fill at 1.09000", "execute 1 fill at 1.08980"]);
    release.shift()!();
    await queue.idle();
  });

  it("queues the exact stop-out check behind the account's other work when the screen flags it", async () => {
    const { calls, release, queue, tick, notices } = setUp();
    tick(quote("1.09000"));
    tick(quote("1.08500"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(["execute 1 fill at 1.09000"]);
    expect(notices).toEqual([{ Notice: "margin-call", MarginLevel: "90.91" }]);
    release.shift()!();
    await queue.idle();
    expect(calls).toEqual(["execute 1 fill at 1.09000", "stop-out 5"]);
  });
});

describe("evaluating a book learnt after its commit", () => {
  it("executes, on the latest quotes, only that user's orders they reach", async () => {
    const { calls, release, queue, index, executor } = setUp();
    index.apply({ userId: 6, live: [pendingOrder(3, ORDER_BUY, KIND_LIMIT, "1.09500")], gone: [] });
    evaluateBook({ index, queue, executor }, 6, [quote("1.09000")]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toEqual(["execute 3 fill at 1.09000"]);
    release.shift()!();
    await queue.idle();
  });

  it("executes nothing on a closed market", async () => {
    const { calls, queue, index, executor } = setUp();
    evaluateBook({ index, queue, executor }, 5, [quote("1.08000", 0)]);
    await queue.idle();
    expect(calls).toEqual([]);
  });
});
