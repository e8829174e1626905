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
