import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL } from "#domain/order.ts";
import { orderProblem, type OrderDraft, type OrderRules } from "./order-check.ts";

const RULES: OrderRules = { pip: "0.01", minLots: "0.01", precision: 5, quote: { Bid: "1.10000", Ask: "1.10020" } };
const BUY: OrderDraft = { direction: ORDER_BUY, pending: false, price: "", lots: "0.01", stopLoss: "", takeProfit: "" };

describe("orderProblem", () => {
  it("passes a plain market order and one with levels on the right sides", () => {
    expect(orderProblem(BUY, RULES)).toBeUndefined();
    expect(orderProblem({ ...BUY, stopLoss: "1.09000", takeProfit: "1.12000" }, RULES)).toBeUndefined();
    expect(orderProblem({ ...BUY, direction: ORDER_SELL, stopLoss: "1.12000", takeProfit: "1.09000" }, RULES)).toBeUndefined();
  });

  it("refuses lots the server would refuse", () => {
    expect(orderProblem({ ...BUY, lots: "0.015" }, RULES)).toEqual({ field: "lots", problem: "lots-step" });
  });

  it("requires a price for a pending order", () => {
    expect(orderProblem({ ...BUY, pending: true }, RULES)).toEqual({ field: "price", problem: "price-missing" });
    expect(orderProblem({ ...BUY, pending: true, price: "-1" }, RULES)).toEqual({ field: "price", problem: "price-format" });
    expect(orderProblem({ ...BUY, pending: true, price: "0" }, RULES)).toEqual({ field: "price", problem: "price-format" });
  });

  it("refuses a stop loss or take profit that is no price of 0 or more", () => {
    expect(orderProblem({ ...BUY, stopLoss: "-1.0" }, RULES)).toEqual({ field: "stop-loss", problem: "price-format" });
    expect(orderProblem({ ...BUY, takeProfit: "1,2" }, RULES)).toEqual({ field: "take-profit", problem: "price-format" });
  });

  it("refuses a price with more decimals than the instrument quotes", () => {
    expect(orderProblem({ ...BUY, takeProfit: "1.123456" }, RULES)).toEqual({ field: "take-profit", problem: "price-format" });
    expect(orderProblem({ ...BUY, pending: true, price: "1.050001" }, RULES)).toEqual({ field: "price", problem: "price-format" });
  });

  it("refuses levels on the wrong side of the entry: the Ask for a market buy, the price for a pending one", () => {
    expect(orderProblem({ ...BUY, stopLoss: "1.10030" }, RULES)).toEqual({ field: "stop-loss", problem: "stop-loss-side" });
    expect(orderProblem({ ...BUY, direction: ORDER_SELL, takeProfit: "1.10010" }, RULES)).toEqual({ field: "take-profit", problem: "take-profit-side" });
    expect(orderProblem({ ...BUY, pending: true, price: "1.05000", stopLoss: "1.06000" }, RULES)).toEqual({ field: "stop-loss", problem: "stop-loss-side" });
    expect(orderProblem({ ...BUY, pending: true, price: "1.05000", stopLoss: "1.04000" }, RULES)).toBeUndefined();
  });

  it("refuses an order whose margin and fee exceed the available prepayment", () => {
    expect(orderProblem(BUY, { ...RULES, affordable: false })).toEqual({ field: "order", problem: "not-affordable" });
  });
});
