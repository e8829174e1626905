import { describe, expect, it } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { candleColumns } from "./candle-columns.ts";

const candle = (Time: number, Close: string): Candle => ({ Time, Open: "1.1", High: "1.3", Low: "1.0", Close, Volume: "5" });

describe("candleColumns", () => {
  it("splits candles into index, open, high, low and close columns", () => {
    expect(candleColumns([candle(60, "1.2"), candle(120, "1.25")])).toEqual([
      [0, 1],
      [1.1, 1.1],
      [1.3, 1.3],
      [1.0, 1.0],
      [1.2, 1.25],
    ]);
  });

  it("gives empty columns for no candles", () => {
    expect(candleColumns([])).toEqual([[], [], [], [], []]);
  });
});
