import { describe, expect, it } from "vitest";
import { ORDER_BUY } from "../order.ts";
import { stopEntryLevel, stopEntryText } from "./stop-entry.ts";
import type { StopBasis } from "./stop-distance.ts";

const basis: StopBasis = { direction: ORDER_BUY, entry: "1.08500", lots: "1", units: "100000", usdRate: "1", precision: 5 };

describe("a stop level typed as a price, pips or money", () => {
  it("sends a typed price as it is", () => {
    expect(stopEntryLevel("price", "1.08", "stop-loss", basis)).toEqual({ level: "1.08" });
  });

  it("turns pips and money into the level they stand for", () => {
    expect(stopEntryLevel("pips", "20", "stop-loss", basis)).toEqual({ level: "1.08300" });
    expect(stopEntryLevel("money", "150", "take-profit", basis)).toEqual({ level: "1.08650" });
  });

  it("lets a negative distance through to the side check", () => {
    expect(stopEntryLevel("pips", "-5", "stop-loss", basis)).toEqual({ level: "1.08550" });
  });

  it("refuses text that is no distance or amount, and one past zero", () => {
    expect(stopEntryLevel("pips", "2e3", "stop-loss", basis)).toEqual({ level: "", problem: "pips-format" });
    expect(stopEntryLevel("money", "0", "stop-loss", basis)).toEqual({ level: "", problem: "money-format" });
    expect(stopEntryLevel("pips", "20000", "stop-loss", basis)).toEqual({ level: "", problem: "pips-format" });
  });

  it("has no level yet without an entry to measure from", () => {
    expect(stopEntryLevel("pips", "20", "stop-loss", undefined)).toEqual({ level: "" });
  });

  it("keeps the level when the trader switches units", () => {
    expect(stopEntryText("pips", "1.08300", "stop-loss", basis)).toBe("20.0");
    expect(stopEntryText("money", "1.08300", "stop-loss", basis)).toBe("200.00");
    expect(stopEntryText("price", "1.08300", "stop-loss", basis)).toBe("1.08300");
    expect(stopEntryText("pips", "1.0x", "stop-loss", basis)).toBe("");
  });
});
