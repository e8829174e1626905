import { describe, expect, it } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { candleChange } from "./candle-change.ts";

const candle = (Open: string, Close: string): Candle => ({ Time: 0, Open, High: Close, Low: Open, Close, Volume: "1" });

describe("candleChange", () => {
  it("measures against the previous close, exactly, at the instrument's precision", () => {
    expect(candleChange(candle("1.10010", "1.10030"), candle("1.1", "1.10000"), 5)).toEqual({ amount: "+0.00030", percent: "0.03" });
    expect(candleChange(candle("0.3", "0.1"), candle("0.2", "0.3"), 1)).toEqual({ amount: "-0.2", percent: "-66.67" });
  });

  it("uses the candle's own open for the first candle", () => {
    expect(candleChange(candle("100.000", "100.000"), undefined, 3)).toEqual({ amount: "0.000", percent: "0.00" });
    expect(candleChange(candle("50", "51"), undefined, 0)).toEqual({ amount: "+1", percent: "2.00" });
  });
});
