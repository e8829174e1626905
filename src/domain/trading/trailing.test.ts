import { describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { trailedStop, trailingProblem, trailingThreshold, type TrailedPosition } from "./trailing.ts";

const buy: TrailedPosition = { direction: ORDER_BUY, openPrice: "1.10000", stopLoss: null, pricePrecision: 5 };
const sell: TrailedPosition = { direction: ORDER_SELL, openPrice: "1.10000", stopLoss: null, pricePrecision: 5 };
const quote = (bid: string, ask: string) => ({ Bid: bid, Ask: ask });

describe("trailing stop", () => {
  it.each([
    // position, trailing, quote, stop loss it leaves (undefined: no move)
    ["a buy does not trail before it is the distance in profit", buy, { points: 20, step: 0 }, quote("1.10019", "1.10021"), undefined],
    ["a buy starts trailing at open + distance, at the Bid − distance", buy, { points: 20, step: 0 }, quote("1.10020", "1.10022"), "1.10000"],
    ["a buy trails the Bid, not the Ask", buy, { points: 20, step: 0 }, quote("1.10050", "1.10090"), "1.10030"],
    ["a buy's stop never moves back", { ...buy, stopLoss: "1.10030" }, { points: 20, step: 0 }, quote("1.10040", "1.10042"), undefined],
    ["a buy's stop moves by one point with no step", { ...buy, stopLoss: "1.10030" }, { points: 20, step: 0 }, quote("1.10051", "1.10053"), "1.10031"],
    ["a buy's stop waits for the step", { ...buy, stopLoss: "1.10030" }, { points: 20, step: 10 }, quote("1.10059", "1.10061"), undefined],
    ["a buy's stop moves once the gain reaches the step", { ...buy, stopLoss: "1.10030" }, { points: 20, step: 10 }, quote("1.10060", "1.10062"), "1.10040"],
    ["a buy's loss-side stop waits for the profit too", { ...buy, stopLoss: "1.09000" }, { points: 20, step: 0 }, quote("1.10010", "1.10012"), undefined],
    ["a sell starts trailing at open − distance, at the Ask + distance", sell, { points: 20, step: 0 }, quote("1.09978", "1.09980"), "1.10000"],
    ["a sell trails the Ask", sell, { points: 20, step: 0 }, quote("1.09900", "1.09950"), "1.09970"],
    ["a sell's stop never moves back", { ...sell, stopLoss: "1.09970" }, { points: 20, step: 0 }, quote("1.09958", "1.09960"), undefined],
    ["a sell's stop waits for the step", { ...sell, stopLoss: "1.09970" }, { points: 20, step: 5 }, quote("1.09944", "1.09946"), undefined],
    ["a sell's stop moves once the gain reaches the step", { ...sell, stopLoss: "1.09970" }, { points: 20, step: 5 }, quote("1.09943", "1.09945"), "1.09965"],
    ["a two-decimal instrument counts points of 0.01", { ...buy, openPrice: "1950.00", pricePrecision: 2 }, { points: 50, step: 0 }, quote("1951.00", "1951.30"), "1950.50"],
  ] as const)("%s", (_name, position, trailing, at, expected) => {
    expect(trailedStop(position, trailing, at)).toBe(expected);
  });

  it("names the price the next move waits for", () => {
    expect(trailingThreshold(buy, { points: 20, step: 0 })).toBe("1.10020");
    expect(trailingThreshold({ ...buy, stopLoss: "1.10030" }, { points: 20, step: 10 })).toBe("1.10060");
    expect(trailingThreshold({ ...sell, stopLoss: "1.09970" }, { points: 20, step: 0 })).toBe("1.09949");
  });

  it.each([
    [{ points: 15, step: 0 }, undefined],
    [{ points: 14, step: 0 }, "distance-too-small"],
    [{ points: 20.5, step: 0 }, "distance-too-small"],
    [{ points: Number.POSITIVE_INFINITY, step: 0 }, "distance-too-small"],
    [{ points: 1_000_001, step: 0 }, "distance-too-large"],
    [{ points: 20, step: 21 }, "step-too-large"],
    [{ points: 20, step: -1 }, "step-too-large"],
    [{ points: 20, step: Number.NaN }, "step-too-large"],
  ])("judges %o as %s", (trailing, problem) => {
    expect(trailingProblem(trailing)).toBe(problem);
  });
});
