import { describe, expect, it } from "vitest";
import { candleTime, fetchedTime, timeTick } from "./chart-time.ts";

const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).getTime();

describe("chart times", () => {
  it("labels the axis with the clock, or month-day for daily candles", () => {
    expect(timeTick(at(2026, 3, 7, 9, 5) / 1000, false)).toBe("09:05");
    expect(timeTick(at(2026, 3, 7, 0, 0) / 1000, true)).toBe("03-07");
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
