import { describe, expect, it } from "vitest";
import { langQuery, resolveLanguage, withoutLangQuery } from "./resolve-language.ts";

describe("resolveLanguage", () => {
  it("shows traditional Chinese when nothing was chosen", () => {
    expect(resolveLanguage(null, null)).toBe("hk");
  });

  it("prefers the lang query over the stored choice", () => {
    expect(resolveLanguage("ar", "fr")).toBe("ar");
  });

  it("uses the stored choice when the URL names no language", () => {
    expect(resolveLanguage(null, "jp")).toBe("jp");
  });

  it("maps tw to hk", () => {
    expect(resolveLanguage("tw", "en")).toBe("hk");
  });

  it("falls back to hk for an unknown code", () => {
    expect(resolveLanguage("xx", "en")).toBe("hk");
    expect(resolveLanguage(null, "klingon")).toBe("hk");
  });

  it("accepts codes in any case", () => {
    expect(resolveLanguage("SPA", null)).toBe("spa");
  });

  it.each([
    ["ja", "jp"], ["ko", "kr"], ["vi", "vn"], ["es", "spa"], ["es-419", "spa"], ["zh-TW", "hk"], ["zh-HK", "hk"],
    ["zh-Hant", "hk"], ["pt-BR", "pt"], ["en-GB", "en"], ["de_AT", "de"],
  ])("accepts the standard code %s for %s, in the address and as a stored choice", (standard, ours) => {
    expect(resolveLanguage(standard, null)).toBe(ours);
    expect(resolveLanguage(null, standard)).toBe(ours);
  });

  it("opens a first visit in the first of the browser's languages that is one of ours", () => {
    expect(resolveLanguage(null, null, ["en-US", "en"])).toBe("en");
    expect(resolveLanguage(null, null, ["nl-NL", "ja-JP", "en"])).toBe("jp");
    expect(resolveLanguage(null, null, ["zh-TW"])).toBe("hk");
  });

  it("opens a first visit in traditional Chinese when none of the browser's languages is ours", () => {
    expect(resolveLanguage(null, null, ["nl", "pl-PL"])).toBe("hk");
    expect(resolveLanguage(null, null, ["zh-CN"])).toBe("hk");
    expect(resolveLanguage(null, null, [])).toBe("hk");
  });

  it("lets a choice made, in the address or stored, win over the browser's languages", () => {
    expect(resolveLanguage("fr", null, ["en-US"])).toBe("fr");
    expect(resolveLanguage(null, "ar", ["en-US"])).toBe("ar");
  });
});

describe("langQuery", () => {
  it("reads lang from a search string", () => {
    expect(langQuery("?id=3&lang=kr")).toBe("kr");
  });

  it("ignores a missing or empty lang", () => {
    expect(langQuery("?id=3")).toBeNull();
    expect(langQuery("?lang=")).toBeNull();
  });
});

describe("withoutLangQuery", () => {
  it("drops lang and keeps the other parameters and the hash", () => {
    expect(withoutLangQuery("/login?lang=en&from=%2Fuser#top")).toBe("/login?from=%2Fuser#top");
    expect(withoutLangQuery("/?lang=ar")).toBe("/");
  });
});
