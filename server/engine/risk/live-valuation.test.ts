import { describe, expect, it } from "vitest";
import { ORDER_HOLDING, ORDER_PENDING, type Order } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { liveOrder } from "../testing/book-orders.ts";
import { LiveValuation } from "./live-valuation.ts";

const position = liveOrder({
  id: 9,
  code: "USDJPY",
  showCode: "USD/JPY",
  pricePrecision: 3,
  lots: "0.1",
  quoteCurrency: "JPY",
  openPrice: "150.000",
  margin: "100.000000",
  fee: "0.500000",
});

function setUp() {
  const quotes = new Map<string, BidAsk>([["USDJPY", { Bid: "151.000", Ask: "151.020" }]]);
  const sent: [number, Order][] = [];
  const valuation = new LiveValuation((code) => quotes.get(code), (userId, order) => sent.push([userId, order]));
  valuation.apply({ userId: 4, balance: "1000", live: [position, { ...position, id: 10, state: ORDER_PENDING, openPrice: null, targetPrice: "140.000" }], gone: [] });
  return { quotes, sent, valuation };
}

describe("live valuation of open positions", () => {
  it("sends each held position's price and profit in USD, pending orders not", () => {
    const { sent, valuation } = setUp();
    valuation.push(4);
    // (151 − 150) × 10,000 JPY at 1 ÷ 151.020 USD per JPY.
    expect(sent).toEqual([[4, expect.objectContaining({ Id: 9, State: ORDER_HOLDING, UpdatePrice: "151.000", FactProfits: "66.216395" })]]);
  });

  it("sends again only what changed, and nothing for a position that left the book", () => {
    const { quotes, sent, valuation } = setUp();
    valuation.push(4);
    valuation.push(4);
    expect(sent).toHaveLength(1);
    quotes.set("USDJPY", { Bid: "150.500", Ask: "150.520" });
    valuation.push(4);
    expect(sent.map(([, order]) => order.UpdatePrice)).toEqual(["151.000", "150.500"]);
    valuation.apply({ userId: 4, balance: "1000", live: [], gone: [9] });
    quotes.set("USDJPY", { Bid: "152.000", Ask: "152.020" });
    valuation.push(4);
    expect(sent).toHaveLength(2);
  });
});
