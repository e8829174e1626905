import { describe, expect, it } from "vitest";
import type { AreaCode } from "#domain/contract/accounts.ts";
import { filterAreas, initialArea } from "./area-search.ts";

const AREAS: AreaCode[] = [
  { id: 1, code: "HK", global_code: "852", name: "Hong Kong" },
  { id: 2, code: "DE", global_code: "49", name: "Germany" },
  { id: 3, code: "US", global_code: "1", name: "United States" },
  { id: 4, code: "CA", global_code: "1", name: "Canada" },
  { id: 5, code: "GB", global_code: "44", name: "United Kingdom" },
];

const ids = (list: readonly AreaCode[]) => list.map((a) => a.id);

describe("area code search", () => {
  it("finds countries by part of their name, ignoring case", () => {
    expect(ids(filterAreas(AREAS, "UNITED"))).toEqual([3, 5]);
    expect(ids(filterAreas(AREAS, "kong"))).toEqual([1]);
  });

  it("finds by calling code, with or without the plus sign", () => {
    expect(ids(filterAreas(AREAS, "+1"))).toEqual([3, 4]);
    expect(ids(filterAreas(AREAS, "85"))).toEqual([1]);
  });

  it("finds by ISO code", () => {
    expect(ids(filterAreas(AREAS, "de"))).toEqual([2]);
  });

  it("lists everything for an empty query", () => {
    expect(filterAreas(AREAS, "  ")).toHaveLength(AREAS.length);
  });
});

describe("initial area", () => {
  it("prefers the area chosen last time", () => {
    expect(initialArea(AREAS, 2, "hk")?.code).toBe("DE");
  });

  it("otherwise follows the country of the interface language", () => {
    expect(initialArea(AREAS, null, "gb")?.code).toBe("GB");
    expect(initialArea(AREAS, 999, "hk")?.code).toBe("HK");
  });

  it("falls back to the first area for a language without a listed country", () => {
    expect(initialArea(AREAS, null, "sa")?.code).toBe("HK");
  });
});
