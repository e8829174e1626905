import { describe, expect, it } from "vitest";
import { sparklinePaths } from "./sparkline-path.ts";

describe("sparklinePaths", () => {
  it("draws the highest close at the top and the lowest at the bottom", () => {
    const paths = sparklinePaths([1, 3, 2], 100, 24, 2)!;
    expect(paths.line).toBe("M0,22L50,2L100,12");
  });

  it("closes the area along the bottom edge", () => {
    const paths = sparklinePaths([1, 3, 2], 100, 24, 2)!;
    expect(paths.area).toBe("M0,22L50,2L100,12L100,24L0,24Z");
  });

  it("draws a flat series across the middle", () => {
    expect(sparklinePaths([5, 5, 5], 60, 20)!.line).toBe("M0,10L30,10L60,10");
  });

  it("draws nothing with fewer than two points", () => {
    expect(sparklinePaths([1], 60, 20)).toBeNull();
    expect(sparklinePaths([], 60, 20)).toBeNull();
  });

  it("skips values that are not numbers", () => {
    expect(sparklinePaths([1, Number.NaN, 3], 10, 10, 0)!.line).toBe("M0,10L10,0");
  });
});
