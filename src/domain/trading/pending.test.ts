import { describe, expect, it } from "vitest";
import { KIND_LIMIT, KIND_STOP, ORDER_BUY, ORDER_SELL } from "../order.ts";
import { pendingFillPrice, pendingFills, pendingKind } from "./pending.ts";

const market = { Bid: "1.10000", Ask: "1.10002" };

describe("pending orders as MT5 types them", () => {
  it.each([
    ["buy below the Ask waits for a better price", ORDER_BUY, "1.09000", KIND_LIMIT],
    ["buy above the Ask waits for a breakout", ORDER_BUY, "1.11000", KIND_STOP],
    ["buy at the Ask is a limit", ORDER_BUY, "1.10002", KIND_LIMIT],
    ["buy between Bid and Ask is a limit (it buys at the Ask, above its price)", ORDER_BUY, "1.10001", KIND_LIMIT],
    ["sell above the Bid waits for a better price", ORDER_SELL, "1.11000", KIND_LIMIT],
    ["sell below the Bid waits for a breakout", ORDER_SELL, "1.09000", KIND_STOP],
    ["sell at the Bid is a limit", ORDER_SELL, "1.10000", KIND_LIMIT],
  ] as const)("%s", (_name, direction, target, kind) => {
    expect(pendingKind(direction, target, market)).toBe(kind);
  });

  it.each([
    // direction, kind, target, Bid, Ask, fills
    ["buy limit: Ask ≤ price", ORDER_BUY, KIND_LIMIT, "1.09000", "1.08998", "1.09000", true],
    ["buy limit: Ask above the price", ORDER_BUY, KIND_LIMIT, "1.09000", "1.08999", "1.09001", false],
    ["buy stop: Ask ≥ price", ORDER_BUY, KIND_STOP, "1.11000", "1.10998", "1.11000", true],
    ["buy stop: Ask below the price", ORDER_BUY, KIND_STOP, "1.11000", "1.10990", "1.10999", false],
    ["sell limit: Bid ≥ price", ORDER_SELL, KIND_LIMIT, "1.11000", "1.11000", "1.11002", true],
    ["sell limit: Bid below the price (the Ask is past it)", ORDER_SELL, KIND_LIMIT, "1.11000", "1.10999", "1.11001", false],
    ["sell stop: Bid ≤ price", ORDER_SELL, KIND_STOP, "1.09000", "1.09000", "1.09002", true],
    ["sell stop: Bid above the price", ORDER_SELL, KIND_STOP, "1.09000", "1.09001", "1.09003", false],
  ] as const)("%s → %s", (_name, direction, kind, target, Bid, Ask, fills) => {
    expect(pendingFills(direction, kind, target, { Bid, Ask })).toBe(fills);
  });

  it.each([
    // After a gap the market is beyond the price: a limit fills at its price, a stop at the first price after the gap.
    ["buy limit after a gap down fills at its price", ORDER_BUY, KIND_LIMIT, "1.09000", { Bid: "1.08000", Ask: "1.08002" }, "1.09000"],
    ["buy stop after a gap up fills at the Ask", ORDER_BUY, KIND_STOP, "1.11000", { Bid: "1.12000", Ask: "1.12002" }, "1.12002"],
    ["sell limit after a gap up fills at its price", ORDER_SELL, KIND_LIMIT, "1.11000", { Bid: "1.12000", Ask: "1.12002" }, "1.11000"],
    ["sell stop after a gap down fills at the Bid", ORDER_SELL, KIND_STOP, "1.09000", { Bid: "1.08000", Ask: "1.08002" }, "1.08000"],
  ] as const)("%s", (_name, direction, kind, target, quote, price) => {
    expect(pendingFills(direction, kind, target, quote)).toBe(true);
    expect(pendingFillPrice(direction, kind, target, quote)).toBe(price);
  });
});
