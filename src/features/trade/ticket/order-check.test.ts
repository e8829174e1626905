import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL } from "#domain/order.ts";
import { orderProblems, stopEntries, type OrderDraft, type OrderRules } from "./order-check.ts";

const RULES: OrderRules = { pip: "0.01", minLots: "0.01", precision: 5, quote: { Bid: "1.10000", Ask: "1.10020" } };
const BUY: OrderDraft = { direction: ORDER_BUY, pending: false, price: "", lots: "0.01", stopLoss: "", takeProfit: "" };

describe("orderProblems", () => {
  it("passes a plain market order and one with levels on the right sides", () => {
    expect(orderProblems(BUY, RULES)).toEqual({});
    expect(orderProblems({ ...BUY, stopLoss: "1.09000", takeProfit: "1.12000" }, RULES)).toEqual({});
    expect(orderProblems({ ...BUY, direction: ORDER_SELL, stopLoss: "1.12000", takeProfit: "1.09000" }, RULES)).toEqual({});
  });

  it("refuses lots the server would refuse", () => {
    expect(orderProblems({ ...BUY, lots: "0.015" }, RULES)).toEqual({ lots: "lots-step" });
  });

  it("requires a price for a pending order", () => {
    expect(orderProblems({ ...BUY, pending: true }, RULES)).toEqual({ price: "price-missing" });
    expect(orderProblems({ ...BUY, pending: true, price: "-1" }, RULES)).toEqual({ price: "price-format" });
    expect(orderProblems({ ...BUY, pending: true, price: "0" }, RULES)).toEqual({ price: "price-format" });
  });

  it("refuses a stop loss or take profit that is no price of 0 or more", () => {
    expect(orderProblems({ ...BUY, stopLoss: "-1.0" }, RULES)).toEqual({ "stop-loss": "price-format" });
    expect(orderProblems({ ...BUY, takeProfit: "1,2" }, RULES)).toEqual({ "take-profit": "price-format" });
  });

  it("refuses a price with more decimals than the instrument quotes", () => {
    expect(orderProblems({ ...BUY, takeProfit: "1.123456" }, RULES)).toEqual({ "take-profit": "price-format" });
    expect(orderProblems({ ...BUY, pending: true, price: "1.050001" }, RULES)).toEqual({ price: "price-format" });
  });

  it("refuses levels on the wrong side of the entry: the Ask for a market buy, the price for a pending one", () => {
    expect(orderProblems({ ...BUY, stopLoss: "1.10030" }, RULES)).toEqual({ "stop-loss": "stop-loss-side" });
    expect(orderProblems({ ...BUY, direction: ORDER_SELL, takeProfit: "1.10010" }, RULES)).toEqual({ "take-profit": "take-profit-side" });
    expect(orderProblems({ ...BUY, pending: true, price: "1.05000", stopLoss: "1.06000" }, RULES)).toEqual({ "stop-loss": "stop-loss-side" });
    expect(orderProblems({ ...BUY, pending: true, price: "1.05000", stopLoss: "1.04000" }, RULES)).toEqual({});
  });

  it("names every problem at once: bad lots, a stop loss and a take profit both on the wrong side", () => {
    expect(orderProblems({ ...BUY, lots: "0.015", stopLoss: "1.10030", takeProfit: "1.10010" }, RULES)).toEqual({
      lots: "lots-step",
      "stop-loss": "stop-loss-side",
      "take-profit": "take-profit-side",
    });
    expect(orderProblems({ ...BUY, stopLoss: "1,09", takeProfit: "1.09000" }, RULES)).toEqual({ "stop-loss": "price-format", "take-profit": "take-profit-side" });
  });

  it("leaves the sides of SL and TP alone while a pending order has no valid price to measure them against", () => {
    expect(orderProblems({ ...BUY, pending: true, price: "", stopLoss: "1.20000" }, RULES)).toEqual({ price: "price-missing" });
  });

  it("refuses an order whose margin and fee exceed the available prepayment", () => {
    expect(orderProblems(BUY, { ...RULES, affordable: false })).toEqual({ order: "not-affordable" });
  });

  const basis = { direction: ORDER_BUY, entry: "1.10020", lots: "0.01", units: "100000", usdRate: "1", precision: 5 } as const;

  it("checks SL and TP typed in pips or money by the level they stand for", () => {
    expect(orderProblems({ ...BUY, stopUnit: "pips", stopLoss: "20", takeProfit: "35.5" }, { ...RULES, basis })).toEqual({});
    expect(stopEntries({ ...BUY, stopUnit: "money", stopLoss: "2", takeProfit: "" }, basis).stopLoss.level).toBe("1.09820");
    expect(orderProblems({ ...BUY, stopUnit: "pips", stopLoss: "-5", takeProfit: "" }, { ...RULES, basis })).toEqual({ "stop-loss": "stop-loss-side" });
    expect(orderProblems({ ...BUY, stopUnit: "money", stopLoss: "", takeProfit: "ten" }, { ...RULES, basis })).toEqual({ "take-profit": "money-format" });
    expect(orderProblems({ ...BUY, stopUnit: "pips", stopLoss: "99999", takeProfit: "" }, { ...RULES, basis })).toEqual({ "stop-loss": "pips-format" });
  });
});
