import { describe, expect, it } from "vitest";
import { levelAt, nearestLine, pressIntent } from "./line-geometry.ts";

describe("nearestLine", () => {
  it("grabs the line nearest the press within a fingertip", () => {
    expect(nearestLine([100, 120, 200], 114)).toBe(1);
    expect(nearestLine([100, 120, 200], 104)).toBe(0);
  });

  it("grabs nothing farther than the slop, nor a line not drawn", () => {
    expect(nearestLine([100, 200], 150)).toBe(-1);
    expect(nearestLine([Number.NaN, 200], 100)).toBe(-1);
  });
});

describe("levelAt", () => {
  it("gives the price scale's value in the instrument's decimals", () => {
    expect(levelAt(1.0812345, 5)).toBe("1.08123");
    expect(levelAt(151.2346, 3)).toBe("151.235");
  });

  it("gives no level at zero or below, nor for no value", () => {
    expect(levelAt(0.000001, 5)).toBeUndefined();
    expect(levelAt(-1, 5)).toBeUndefined();
    expect(levelAt(Number.NaN, 5)).toBeUndefined();
  });
});

describe("pressIntent", () => {
  it("waits while the press stays within the slop", () => {
    expect(pressIntent(3, -4, true)).toBe("undecided");
  });

  it("drags a draggable line moved upright, and pans when the move is sideways", () => {
    expect(pressIntent(2, -10, true)).toBe("drag");
    expect(pressIntent(12, 5, true)).toBe("pan");
  });

  it("never drags off a draggable line: sideways pans, upright is left to the page", () => {
    expect(pressIntent(2, -30, false)).toBe("undecided");
    expect(pressIntent(-9, 0, false)).toBe("pan");
  });
});
