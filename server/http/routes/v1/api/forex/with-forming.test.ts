import { describe, expect, it } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { withForming } from "./with-forming.ts";

const candle = (time: number, close: string): Candle => ({ Time: time, Open: "1", High: "2", Low: "0.5", Close: close, Volume: "3" });

describe("withForming", () => {
  it("replaces the stored copy of the forming bucket with the live one", () => {
    const result = withForming([candle(60, "1.1"), candle(120, "1.2")], candle(120, "1.25"), 10);
    expect(result.map((c) => [c.Time, c.Close])).toEqual([[60, "1.1"], [120, "1.25"]]);
  });

  it("appends a forming candle of a bucket newer than anything stored and keeps the limit", () => {
    const result = withForming([candle(60, "1.1"), candle(120, "1.2")], candle(180, "1.3"), 2);
    expect(result.map((c) => c.Time)).toEqual([120, 180]);
  });

  it("keeps the stored candles when there is no live candle or it is older", () => {
    expect(withForming([candle(60, "1.1")], undefined, 5)).toHaveLength(1);
    expect(withForming([candle(120, "1.2")], candle(60, "1.0"), 5).map((c) => c.Close)).toEqual(["1.2"]);
  });

  it("answers the forming candle alone when nothing is stored yet", () => {
    expect(withForming([], candle(60, "1.0"), 5).map((c) => c.Time)).toEqual([60]);
  });
});
