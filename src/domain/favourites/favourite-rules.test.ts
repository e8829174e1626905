import { describe, expect, it } from "vitest";
import { moveFavourite, toggleFavourite } from "./favourite-rules.ts";

describe("moveFavourite", () => {
  it("moves a favourite up or down by the places asked", () => {
    expect(moveFavourite([1, 2, 3, 4], 3, -1)).toEqual([1, 3, 2, 4]);
    expect(moveFavourite([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
  });

  it("stops at either end and leaves a list without the id as it was", () => {
    expect(moveFavourite([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveFavourite([1, 2, 3], 2, 5)).toEqual([1, 3, 2]);
    expect(moveFavourite([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});

describe("toggleFavourite", () => {
  it("adds a new favourite last and removes one already kept", () => {
    expect(toggleFavourite([4, 2], 7)).toEqual([4, 2, 7]);
    expect(toggleFavourite([4, 2, 7], 2)).toEqual([4, 7]);
  });
});
