import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "#domain/locales.ts";
import { INSTRUMENT_SEEDS } from "#server/seed/instruments/all.ts";
import { NAME_BUDGET, localizedInstrumentName, nameWidth } from "./instrument-name.ts";

describe("instrument names in the caller's language", () => {
  it.each([
    ["EUR/USD", "Euro / US Dollar", "hk", "歐元 / 美元"],
    ["USD/JPY", "US Dollar / Japanese Yen", "jp", "米ドル / 日本円"],
    ["XAU/USD", "Gold / US Dollar", "ar", "ذهب / دولار أمريكي"],
    ["EUR/USD", "Euro / US Dollar", "en", "Euro / US Dollar"],
  ] as const)("%s in %s", (showCode, name, lang, expected) => {
    expect(localizedInstrumentName(showCode, name, lang)).toBe(expected);
  });

  it("keeps the catalog's name for a side that is not a currency", () => {
    expect(localizedInstrumentName("BTC/USD", "Bitcoin / US Dollar", "de")).toBe("Bitcoin / US-Dollar");
    expect(localizedInstrumentName("DOGE/USD", "Dogecoin / US Dollar", "hk")).toBe("Dogecoin / 美元");
  });

  it("leaves single names such as stocks and indices alone", () => {
    expect(localizedInstrumentName("AAPL", "Apple Inc.", "kr")).toBe("Apple Inc.");
    expect(localizedInstrumentName("US500", "US 500", "fr")).toBe("US 500");
  });

  it("starts each side with a capital in the language's own casing and uses the everyday US dollar name", () => {
    expect(localizedInstrumentName("EUR/USD", "Euro / US Dollar", "fr")).toBe("Euro / Dollar US");
    expect(localizedInstrumentName("USD/JPY", "US Dollar / Japanese Yen", "spa")).toBe("Dólar EE. UU. / Yen japonés");
    expect(localizedInstrumentName("EUR/USD", "Euro / US Dollar", "ru")).toBe("Евро / Доллар США");
  });

  it("puts no spaces between Japanese words", () => {
    expect(localizedInstrumentName("USD/CHF", "US Dollar / Swiss Franc", "jp")).toBe("米ドル / スイスフラン");
    expect(localizedInstrumentName("NZD/USD", "New Zealand Dollar / US Dollar", "jp")).toBe("ニュージーランドドル / 米ドル");
  });

  it("drops a bracketed qualifier, then names the longest side by its code, when the pair is too long", () => {
    expect(localizedInstrumentName("USD/CNH", "US Dollar / Chinese Yuan (offshore)", "fr")).toBe("Dollar US / Yuan chinois");
    expect(localizedInstrumentName("USD/CNH", "US Dollar / Chinese Yuan (offshore)", "en")).toBe("US Dollar / Chinese Yuan (offshore)");
  });

  it.each(LANGUAGE_CODES)("fits every seeded pair in the row's budget, one plain space between words, in %s", (lang) => {
    for (const seed of INSTRUMENT_SEEDS.filter((s) => s.showCode.includes("/"))) {
      const name = localizedInstrumentName(seed.showCode, seed.name, lang);
      expect(nameWidth(name), name).toBeLessThanOrEqual(NAME_BUDGET);
      expect(name, name).not.toMatch(/\s{2}|[\u00a0\u202f]|^\s|\s$/u);
      expect(name.split(" / ").every((side) => side.charAt(0) === side.charAt(0).toLocaleUpperCase()), name).toBe(true);
    }
  });
});
