import { describe, expect, it } from "vitest";
import { candleTime, fetchedTime, timeTicks } from "./chart-time.ts";

const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).getTime();

describe("chart times", () => {
  it("labels the axis with the clock while the ticks stay within one day, or month-day for daily candles", () => {
    expect(timeTicks([at(2026, 3, 7, 9, 5) / 1000, at(2026, 3, 7, 9, 35) / 1000], false)).toEqual(["09:05", "09:35"]);
    expect(timeTicks([at(2026, 3, 6, 0, 0) / 1000, at(2026, 3, 7, 0, 0) / 1000], true)).toEqual(["03-06", "03-07"]);
  });

  it("dates the first tick and each tick that opens a new day when the ticks span days", () => {
    const ticks = [at(2026, 3, 6, 16, 0), at(2026, 3, 6, 20, 0), at(2026, 3, 7, 0, 0), at(2026, 3, 7, 4, 0)].map((ms) => ms / 1000);
    expect(timeTicks(ticks, false)).toEqual(["16:00\n03-06", "20:00", "00:00\n03-07", "04:00"]);
  });

  it("leaves a tick with no candle unlabelled", () => {
    expect(timeTicks([undefined, at(2026, 3, 7, 9, 5) / 1000], false)).toEqual(["", "09:05"]);
  });

  it("gives the crosshair the full date and clock", () => {
    expect(candleTime(at(2026, 3, 7, 14, 32) / 1000, false)).toBe("2026-03-07 14:32");
    expect(candleTime(at(2026, 3, 7, 0, 0) / 1000, true)).toBe("2026-03-07");
  });

  it("dates a cache only when it is not from today", () => {
    expect(fetchedTime(at(2026, 3, 7, 14, 32), at(2026, 3, 7, 20, 0))).toBe("14:32");
    expect(fetchedTime(at(2026, 3, 6, 14, 32), at(2026, 3, 7, 9, 0))).toBe("2026-03-06 14:32");
  });
});
