import { describe, expect, it } from "vitest";
import { KIND_LIMIT, ORDER_CLOSED, ORDER_PENDING, ORDER_SELL } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { orderLines } from "./order-lines.ts";

const OTHER = { Id: 2, Code: "GBPUSD", ShowCode: "GBP/USD", PricePrecision: 5 };

describe("orderLines", () => {
  it("draws a held position at its entry with its live P&L, and a pending order at its target", () => {
    const lines = orderLines([anOrder({ Id: 7 }), anOrder({ Id: 8, State: ORDER_PENDING, Kind: KIND_LIMIT, OrderType: ORDER_SELL, Price: "1.09000", Quantity: "0.5" })], 1);
    expect(lines).toEqual([
      { orderId: 7, role: "position", direction: 1, kind: 0, lots: "0.01", price: "1.08000", profit: "1.00" },
      { orderId: 8, role: "pending", direction: ORDER_SELL, kind: KIND_LIMIT, lots: "0.5", price: "1.09000" },
    ]);
  });

  it("adds each stop loss and take profit that is set, after the entries", () => {
    const lines = orderLines([anOrder({ TargetLossPrice: "1.07000", TargetProfitPrice: "0" }), anOrder({ Id: 2, TargetProfitPrice: "1.10000" })], 1);
    expect(lines.map((l) => [l.orderId, l.role, l.price])).toEqual([
      [1, "position", "1.08000"],
      [2, "position", "1.08000"],
      [1, "stop-loss", "1.07000"],
      [2, "take-profit", "1.10000"],
    ]);
  });

  it("leaves out other instruments' orders and closed ones", () => {
    expect(orderLines([anOrder({ ForexTradeLists: OTHER }), anOrder({ State: ORDER_CLOSED })], 1)).toEqual([]);
  });
});
