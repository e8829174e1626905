import { describe, expect, it } from "vitest";
import { pageCount, pageToShowInstead, shownRange } from "./paging.ts";

const page = (n: number, shown: number, total: number, page_size = 20) => ({ data: Array(shown).fill(0), total, page: n, page_size });

describe("paging through the back office's lists", () => {
  it("counts at least one page, and a last page that is only partly full", () => {
    expect(pageCount(page(1, 0, 0))).toBe(1);
    expect(pageCount(page(1, 20, 20))).toBe(1);
    expect(pageCount(page(1, 20, 41))).toBe(3);
  });

  it("names the positions shown", () => {
    expect(shownRange(page(2, 20, 45))).toEqual({ from: 21, to: 40 });
    expect(shownRange(page(3, 5, 45))).toEqual({ from: 41, to: 45 });
    expect(shownRange(page(1, 0, 0))).toEqual({ from: 0, to: 0 });
  });

  it("moves back from a page emptied by decisions to the last one with records", () => {
    expect(pageToShowInstead(page(3, 0, 39))).toBe(2);
    expect(pageToShowInstead(page(5, 0, 21))).toBe(2);
    expect(pageToShowInstead(page(4, 0, 0))).toBe(1);
  });

  it("keeps a page that still has records, and the first page even when empty", () => {
    expect(pageToShowInstead(page(3, 1, 41))).toBeNull();
    expect(pageToShowInstead(page(1, 0, 0))).toBeNull();
  });
});
