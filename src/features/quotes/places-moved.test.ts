import { describe, expect, it } from "vitest";
import { placesMoved } from "./places-moved.ts";

describe("placesMoved", () => {
  it("counts a row once the drag passed half of it, up or down", () => {
    expect(placesMoved(31, 64)).toBe(0);
    expect(placesMoved(33, 64)).toBe(1);
    expect(placesMoved(-33, 64)).toBe(-1);
    expect(placesMoved(150, 64)).toBe(2);
    expect(placesMoved(-200, 64)).toBe(-3);
  });

  it("moves nothing when the row has no height", () => {
    expect(placesMoved(100, 0)).toBe(0);
  });
});
