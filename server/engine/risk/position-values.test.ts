import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL, type OrderDirection } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { heldOrder } from "../testing/book-orders.ts";
import { exactMarginLevel, positionValues, worstLoser } from "./position-values.ts";

const position = (id: number, code: string, direction: OrderDirection, open: string, margin: string, quoteCurrency = "USD") =>
  heldOrder(id, direction, open, { code, margin, quoteCurrency, lots: "0.1" });

const quotes: Record<string, BidAsk> = {
  EURUSD: { Bid: "1.08000", Ask: "1.08010" },
  USDJPY: { Bid: "150.000", Ask: "160.000" },
  XAUUSD: { Bid: "2000.00", Ask: "2000.50" },
};
const quoteOf = (code: string) => quotes[code];

describe("exact position values for stop-out", () => {
  it("values a buy at the Bid, a sell at the Ask, in USD", () => {
    const values = positionValues([position(1, "EURUSD", ORDER_BUY, "1.10000", "110"), position(2, "USDJPY", ORDER_SELL, "150.000", "100", "JPY")], quoteOf)!;
    expect(values.map((v) => [v.price, v.profit])).toEqual([
      ["1.08000", "-200.000000"],
      // (150 − 160) × 10,000 JPY at 1 ÷ 160 USD per JPY.
      ["160.000", "-625.000000"],
    ]);
    expect(exactMarginLevel("1000", values)!.toFixed(4)).toBe("83.3333");
  });

  it("has no values without a price for every position", () => {
    expect(positionValues([position(1, "GBPUSD", ORDER_BUY, "1.3", "130")], quoteOf)).toBeUndefined();
  });

  it("closes the largest loss first, the older on a tie, skipping closed markets", () => {
    const values = positionValues(
      [
        position(1, "EURUSD", ORDER_BUY, "1.09000", "110"),
        position(2, "XAUUSD", ORDER_BUY, "2001.00", "200"),
        position(3, "EURUSD", ORDER_BUY, "1.10000", "110"),
        position(4, "EURUSD", ORDER_BUY, "1.10000", "110"),
      ],
      quoteOf,
    )!;
    expect(values.map((v) => v.profit)).toEqual(["-100.000000", "-10000.000000", "-200.000000", "-200.000000"]);
    expect(worstLoser(values, () => true)?.order.id).toBe(2);
    expect(worstLoser(values, (code) => code !== "XAUUSD")?.order.id).toBe(3);
    expect(worstLoser(values, () => false)).toBeUndefined();
  });
});
