import { describe, expect, it } from "vitest";
import { areaById, areaIdOf, areaList } from "./area-codes.ts";
import { e164, internationalMobile, normalizeEmail, normalizeMobile } from "./identifiers.ts";

const HK = areaIdOf("HK");
const GB = areaIdOf("GB");

describe("area codes", () => {
  it("lists every region with its real calling code and a stable id", () => {
    const list = areaList("en");
    expect(list.length).toBeGreaterThan(240);
    expect(list.find((area) => area.code === "HK")).toEqual({ id: HK, code: "HK", global_code: "852", name: "Hong Kong SAR China" });
    expect(list.find((area) => area.code === "DE")?.global_code).toBe("49");
    expect(new Set(list.map((area) => area.id)).size).toBe(list.length);
    expect(areaById(HK)?.code).toBe("HK");
  });

  it("names and sorts the regions in the caller's language", () => {
    const de = areaList("de");
    expect(de.find((area) => area.code === "DE")?.name).toBe("Deutschland");
    const names = de.map((area) => area.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(areaList("hk").find((area) => area.code === "JP")?.name).toBe("日本");
  });
});

describe("account identifiers", () => {
  it("lower-cases e-mail addresses and refuses what is not one", () => {
    expect(normalizeEmail("  Ana.Lima@Example.COM ")).toBe("ana.lima@example.com");
    for (const bad of ["ana", "ana@", "@example.com", "ana@example", "a b@example.com", `${"a".repeat(250)}@example.com`]) {
      expect(normalizeEmail(bad)).toBeNull();
    }
  });

  it("keeps the national number of a mobile, whatever the punctuation or trunk prefix", () => {
    expect(normalizeMobile(HK, "9123 4567")).toMatchObject({ number: "91234567" });
    expect(normalizeMobile(GB, "07400 123-456")).toMatchObject({ number: "7400123456" });
    expect(normalizeMobile(GB, "+44 7400 123456")).toMatchObject({ number: "7400123456" });
    const mobile = normalizeMobile(HK, "91234567");
    expect(mobile !== null && typeof mobile === "object" && e164(mobile)).toBe("+85291234567");
  });

  it("refuses numbers that cannot exist in the area, and areas that do not exist", () => {
    expect(normalizeMobile(HK, "123")).toBeNull();
    expect(normalizeMobile(HK, "+44 7400 123456")).toBeNull();
    expect(normalizeMobile(9999, "91234567")).toBe("unknown-area");
  });

  it("finds the area of a number typed with its international prefix", () => {
    expect(internationalMobile("+852 9123 4567")).toMatchObject({ area: { code: "HK" }, number: "91234567" });
    expect(internationalMobile("91234567")).toBeNull();
  });
});
