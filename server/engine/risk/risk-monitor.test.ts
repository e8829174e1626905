import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL, type MarginCallNotice, type OrderDirection } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { heldOrder } from "../testing/book-orders.ts";
import { RiskMonitor } from "./risk-monitor.ts";

const position = (id: number, code: string, direction: OrderDirection, open: string, margin: string, quoteCurrency = "USD") =>
  heldOrder(id, direction, open, { code, margin, quoteCurrency });

function market() {
  const quotes = new Map<string, BidAsk>();
  const set = (code: string, bid: string, ask = bid) => quotes.set(code, { Bid: bid, Ask: ask });
  return { quotes, set, quoteOf: (code: string) => quotes.get(code) };
}

function monitor(m: ReturnType<typeof market>, closed = new Set<string>()) {
  const stopOuts: number[] = [];
  const notices: [number, MarginCallNotice][] = [];
  const changes: [number, boolean][] = [];
  const risk = new RiskMonitor({
    stopOutLevel: 50,
    marginCallLevel: 100,
    quoteOf: m.quoteOf,
    isOpen: (code) => !closed.has(code),
    stopOut: (userId) => stopOuts.push(userId),
    marginCall: (userId, notice) => notices.push([userId, notice]),
    marginCallChanged: (userId, below) => changes.push([userId, below]),
  });
  return { risk, stopOuts, notices, changes };
}

describe("the risk monitor", () => {
  // Balance 1,000 and one EUR/USD lot bought at 1.10000 with 1,100 margin: equity 1,000 + (Bid − 1.1) × 100,000.
  const start = () => {
    const m = market();
    const r = monitor(m);
    m.set("EURUSD", "1.10500", "1.10510");
    r.risk.apply({ userId: 1, balance: "1000", live: [position(10, "EURUSD", ORDER_BUY, "1.10000", "1100")], gone: [] });
    return { m, ...r };
  };

  it("warns once when the margin level crosses below the margin-call level, again only after it recovered", () => {
    const { m, risk, notices, stopOuts } = start();
    risk.tick(["EURUSD"]);
    expect(notices).toEqual([]);
    m.set("EURUSD", "1.10090");
    risk.tick(["EURUSD"]);
    expect(notices).toEqual([[1, { Notice: "margin-call", MarginLevel: "99.09" }]]);
    m.set("EURUSD", "1.10050");
    risk.tick(["EURUSD"]);
    expect(notices).toHaveLength(1);
    m.set("EURUSD", "1.10100");
    risk.tick(["EURUSD"]);
    m.set("EURUSD", "1.10099");
    risk.tick(["EURUSD"]);
    expect(notices.map(([, n]) => n.MarginLevel)).toEqual(["99.09", "99.91"]);
    expect(stopOuts).toEqual([]);
  });

  it("tells every crossing to be stored, and does not warn again for one stored before a restart", () => {
    const { m, risk, changes } = start();
    m.set("EURUSD", "1.10090");
    risk.tick(["EURUSD"]);
    m.set("EURUSD", "1.10100");
    risk.tick(["EURUSD"]);
    expect(changes).toEqual([[1, true], [1, false]]);

    const restarted = monitor(m);
    restarted.risk.apply({ userId: 1, balance: "1000", live: [position(10, "EURUSD", ORDER_BUY, "1.10000", "1100")], gone: [] });
    restarted.risk.restoreMarginCalls([1, 2]);
    m.set("EURUSD", "1.10050");
    restarted.risk.tick(["EURUSD"]);
    expect(restarted.notices).toEqual([]);
    m.set("EURUSD", "1.10100");
    restarted.risk.tick(["EURUSD"]);
    m.set("EURUSD", "1.10099");
    restarted.risk.tick(["EURUSD"]);
    expect(restarted.notices.map(([, n]) => n.MarginLevel)).toEqual(["99.91"]);
    // An account with no positions left is not remembered: nothing is below for it.
    expect(restarted.changes).toEqual([[1, false], [1, true]]);
  });

  it("places an account exactly on the level without float doubt: 100.00 % is not below", () => {
    const { m, risk, notices } = start();
    m.set("EURUSD", "1.10100");
    risk.tick(["EURUSD"]);
    expect(notices).toEqual([]);
  });

  it("flags a stop-out below the stop-out level and not at it", () => {
    const { m, risk, stopOuts } = start();
    m.set("EURUSD", "1.09550");
    risk.tick(["EURUSD"]);
    expect(stopOuts).toEqual([]);
    m.set("EURUSD", "1.09549");
    risk.tick(["EURUSD"]);
    expect(stopOuts).toEqual([1]);
  });

  it("screens only the accounts a quote moves, the USD leg of their quote currency included", () => {
    const m = market();
    const { risk, stopOuts } = monitor(m);
    m.set("USDJPY", "150.000", "150.010");
    m.set("EURJPY", "160.000", "160.010");
    m.set("GBPUSD", "1.30000");
    // A sold EUR/JPY lot at 160.000 with 700 USD margin on a 1,000 balance: 0.91 JPY against it is 91,000 JPY.
    risk.apply({ userId: 2, balance: "1000", live: [position(20, "EURJPY", ORDER_SELL, "160.000", "700", "JPY")], gone: [] });
    m.set("EURJPY", "160.900", "160.910");
    risk.tick(["EURJPY"]);
    risk.tick(["GBPUSD"]);
    // 91,000 JPY at 1 ÷ 150.010 is 606.63 USD: level 56.2 %.
    expect(stopOuts).toEqual([]);
    // The yen gains: the same loss is 758.27 USD, level 34.5 %.
    m.set("USDJPY", "120.000", "120.010");
    risk.tick(["USDJPY"]);
    expect(stopOuts).toEqual([2]);
  });

  it("flags no stop-out while every position is in a closed market, and does once one opens", () => {
    const m = market();
    const closed = new Set(["EURJPY"]);
    const { risk, stopOuts } = monitor(m, closed);
    m.set("USDJPY", "120.000", "120.010");
    m.set("EURJPY", "160.900", "160.910");
    // The sold EUR/JPY lot of the test above, its market closed: the yen's moves keep it at 34.5 %.
    risk.apply({ userId: 2, balance: "1000", live: [position(20, "EURJPY", ORDER_SELL, "160.000", "700", "JPY")], gone: [] });
    risk.tick(["USDJPY"]);
    risk.tick(["USDJPY"]);
    expect(stopOuts).toEqual([]);
    closed.clear();
    risk.tick(["USDJPY"]);
    expect(stopOuts).toEqual([2]);
  });

  it("forgets positions that left the book", () => {
    const { m, risk, stopOuts, notices } = start();
    risk.apply({ userId: 1, balance: "1000", live: [], gone: [10] });
    m.set("EURUSD", "1.00000");
    risk.tick(["EURUSD"]);
    expect(stopOuts).toEqual([]);
    expect(notices).toEqual([]);
    expect(risk.book.size).toBe(0);
  });
});
