import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { stopFillPrice, stopProblem, stopTriggered } from "./stops.ts";

describe("stop loss and take profit", () => {
  it.each([
    // direction, reference, SL, TP, problem
    ["buy with SL below and TP above", ORDER_BUY, "1.10000", "1.09000", "1.11000", undefined],
    ["buy with SL at the reference", ORDER_BUY, "1.10000", "1.10000", "", "stop-loss-side"],
    ["buy with SL above", ORDER_BUY, "1.10000", "1.10500", "", "stop-loss-side"],
    ["buy with TP below", ORDER_BUY, "1.10000", "", "1.09000", "take-profit-side"],
    ["sell with SL above and TP below", ORDER_SELL, "1.10000", "1.11000", "1.09000", undefined],
    ["sell with SL below", ORDER_SELL, "1.10000", "1.09000", "", "stop-loss-side"],
    ["sell with TP above", ORDER_SELL, "1.10000", "", "1.11000", "take-profit-side"],
    ["levels left empty or 0 are not set", ORDER_SELL, "1.10000", "0", "", undefined],
  ] as const)("%s → %s", (_name, direction, reference, stopLoss, takeProfit, problem) => {
    expect(stopProblem(direction, reference, { stopLoss, takeProfit })).toBe(problem);
  });

  it.each([
    // A buy is watched at the Bid, a sell at the Ask.
    ["buy SL at Bid ≤ SL", ORDER_BUY, { stopLoss: "1.09000" }, { Bid: "1.09000", Ask: "1.09002" }, "stop-loss"],
    ["buy SL not while only the Ask reaches it", ORDER_BUY, { stopLoss: "1.09000" }, { Bid: "1.09001", Ask: "1.09003" }, undefined],
    ["buy TP at Bid ≥ TP", ORDER_BUY, { takeProfit: "1.11000" }, { Bid: "1.11000", Ask: "1.11002" }, "take-profit"],
    ["buy TP not while Bid is under it", ORDER_BUY, { takeProfit: "1.11000" }, { Bid: "1.10999", Ask: "1.11001" }, undefined],
    ["sell SL at Ask ≥ SL", ORDER_SELL, { stopLoss: "1.11000" }, { Bid: "1.10998", Ask: "1.11000" }, "stop-loss"],
    ["sell SL not while only the Bid reaches it", ORDER_SELL, { stopLoss: "1.11000" }, { Bid: "1.11000", Ask: "1.10999" }, undefined],
    ["sell TP at Ask ≤ TP", ORDER_SELL, { takeProfit: "1.09000" }, { Bid: "1.08998", Ask: "1.09000" }, "take-profit"],
    ["sell TP not while Ask is above it", ORDER_SELL, { takeProfit: "1.09000" }, { Bid: "1.09000", Ask: "1.09002" }, undefined],
    ["nothing set, nothing fires", ORDER_BUY, { stopLoss: "", takeProfit: "" }, { Bid: "0.5", Ask: "0.6" }, undefined],
  ] as const)("%s", (_name, direction, levels, quote, fired) => {
    expect(stopTriggered(direction, levels, quote)).toBe(fired);
  });

  it.each([
    // After a gap a stop loss fills at the first price after it, a take profit at its level.
    ["buy SL after a gap down: the Bid", ORDER_BUY, "stop-loss", { stopLoss: "1.09000" }, { Bid: "1.08000", Ask: "1.08002" }, "1.08000"],
    ["sell SL after a gap up: the Ask", ORDER_SELL, "stop-loss", { stopLoss: "1.11000" }, { Bid: "1.12000", Ask: "1.12002" }, "1.12002"],
    ["buy TP after a gap up: its level", ORDER_BUY, "take-profit", { takeProfit: "1.11000" }, { Bid: "1.12000", Ask: "1.12002" }, "1.11000"],
    ["sell TP after a gap down: its level", ORDER_SELL, "take-profit", { takeProfit: "1.09000" }, { Bid: "1.08000", Ask: "1.08002" }, "1.09000"],
  ] as const)("%s", (_name, direction, reason, levels, quote, price) => {
    expect(stopTriggered(direction, levels, quote)).toBe(reason);
    expect(stopFillPrice(direction, reason, levels, quote)).toBe(price);
  });

  it.each([
    // A position a gap opened beyond its take profit never held that price: it closes at the market.
    ["buy opened above its TP", ORDER_BUY, { takeProfit: "1.11000" }, { Bid: "1.12000", Ask: "1.12002" }, "1.12000"],
    ["sell opened below its TP", ORDER_SELL, { takeProfit: "1.09000" }, { Bid: "1.08000", Ask: "1.08002" }, "1.08002"],
  ] as const)("%s, on the quote that opened it, closes at the market", (_name, direction, levels, quote, price) => {
    expect(stopFillPrice(direction, "take-profit", levels, quote, true)).toBe(price);
  });
});
