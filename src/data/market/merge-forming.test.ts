import { describe, expect, it } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { mergeForming } from "./merge-forming.ts";

const candle = (Time: number, Close: string): Candle => ({ Time, Open: "1", High: "2", Low: "1", Close, Volume: "1" });

describe("mergeForming", () => {
  const history = [candle(60, "1.0"), candle(120, "1.1")];

  it("updates the last candle while its bucket is still forming", () => {
    expect(mergeForming(history, candle(120, "1.2"))).toEqual([candle(60, "1.0"), candle(120, "1.2")]);
  });

  it("starts a new candle when the next bucket opens, keeping the closed one", () => {
    expect(mergeForming(history, candle(180, "1.3"))).toEqual([...history, candle(180, "1.3")]);
  });

  it("ignores a late frame for an older bucket and leaves history alone without one", () => {
    expect(mergeForming(history, candle(60, "9"))).toBe(history);
    expect(mergeForming(history, undefined)).toBe(history);
    expect(mergeForming([], candle(60, "1"))).toEqual([candle(60, "1")]);
  });
});
