import { describe, expect, it } from "vitest";
import type { Instrument } from "#domain/instrument.ts";
import { rowsFor } from "./rows-for.ts";

const instrument = (Id: number, CategoryId: number) => ({ Id, CategoryId }) as Instrument;
const list = [instrument(1, 10), instrument(2, 20), instrument(3, 10)];

describe("rowsFor", () => {
  it("shows every instrument, or one category's", () => {
    expect(rowsFor(list, null, [])).toBe(list);
    expect(rowsFor(list, 10, [])!.map((i) => i.Id)).toEqual([1, 3]);
  });

  it("shows the favourites in the user's order, leaving out one the list no longer has", () => {
    expect(rowsFor(list, "favourites", [3, 9, 1])!.map((i) => i.Id)).toEqual([3, 1]);
  });

  it("waits while the instruments or the favourites are loading", () => {
    expect(rowsFor(undefined, null, [])).toBeUndefined();
    expect(rowsFor(list, "favourites", undefined)).toBeUndefined();
  });
});
