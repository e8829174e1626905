import { describe, expect, it } from "vitest";
import type { Candle } from "../../domain/instrument.ts";
import { candleColumns } from "./candle-columns.ts";

const candle = (Time: number, Close: string): Candle => ({ Time, Open: "1.1", High: "1.3", Low: "1.0", Close, Volume: "5" });

describe("candleColumns", () => {
  it("splits candles into time, open, high, low and close columns", () => {
    expect(candleColumns([candle(60, "1.2"), candle(120, "1.25")], 10)).toEqual([
      [60, 120],
      [1.1, 1.1],
      [1.3, 1.3],
      [1.0, 1.0],
      [1.2, 1.25],
    ]);
  });

  it("keeps only the newest candles, the forming one last", () => {
    const cols = candleColumns([candle(60, "1"), candle(120, "2"), candle(180, "3")], 2);
    expect(cols[0]).toEqual([120, 180]);
    expect(cols[4]).toEqual([2, 3]);
  });

  it("gives empty columns for no candles", () => {
    expect(candleColumns([], 5)).toEqual([[], [], [], [], []]);
  });
});
