import { describe, expect, it } from "vitest";
import type { MessageDescriptor } from "@lingui/core";
import { LANGUAGE_CODES, type LanguageCode } from "#domain/locales.ts";
import { INSTRUMENT_NAMES } from "#server/i18n/instrument-names.ts";
import { createTranslator } from "#server/i18n/translator.ts";
import { LOCALES_DIR } from "#server/paths.ts";
import { INSTRUMENT_SEEDS } from "#server/seed/instruments/all.ts";
import { NAME_BUDGET, localizedInstrumentName, nameWidth, seededInstrumentName } from "./instrument-name.ts";

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

describe("index and commodity names in the caller's language", async () => {
  const translator = await createTranslator(LOCALES_DIR);
  const seeded = (code: string, name: string, lang: LanguageCode) =>
    seededInstrumentName(code, name, (descriptor: MessageDescriptor) => translator.translate(lang, descriptor));

  it.each([
    ["GER40", "DAX 40 (Germany)", "jp", "ドイツDAX 40"],
    ["JPN225", "Nikkei 225 (Japan)", "hk", "日經225指數"],
    ["JPN225", "Nikkei 225 (Japan)", "jp", "日経平均株価"],
    ["USOIL", "WTI Crude Oil", "de", "Rohöl WTI"],
    ["USOIL", "WTI Crude Oil", "spa", "Petróleo crudo WTI"],
    ["NGAS", "Natural Gas", "fr", "Gaz naturel"],
    ["GER40", "DAX 40 (Germany)", "en", "DAX 40 (Germany)"],
  ] as const)("%s (%s) in %s", (code, name, lang, expected) => {
    expect(seeded(code, name, lang)).toBe(expected);
  });

  it("leaves a company's name, and a name an operator rewrote, as written", () => {
    expect(seeded("AAPL", "Apple Inc.", "jp")).toBeUndefined();
    expect(seeded("GER40", "Germany 40", "jp")).toBeUndefined();
  });

  it("names every seeded index and energy but the S&P 500, in the seed's own words", () => {
    const named = INSTRUMENT_SEEDS.filter((seed) => Object.hasOwn(INSTRUMENT_NAMES, seed.code));
    expect(named.map((seed) => INSTRUMENT_NAMES[seed.code]!.message)).toEqual(named.map((seed) => seed.name));
    expect(named).toHaveLength(Object.keys(INSTRUMENT_NAMES).length);
    const unnamed = INSTRUMENT_SEEDS.filter((seed) => ["indices", "energy"].includes(seed.category) && !Object.hasOwn(INSTRUMENT_NAMES, seed.code));
    expect(unnamed.map((seed) => seed.name)).toEqual(["S&P 500"]);
  });

  it.each(LANGUAGE_CODES)("fits every index and commodity name in the row's budget in %s", (lang) => {
    for (const seed of INSTRUMENT_SEEDS.filter((s) => Object.hasOwn(INSTRUMENT_NAMES, s.code))) {
      const name = seeded(seed.code, seed.name, lang)!;
      expect(nameWidth(name), name).toBeLessThanOrEqual(NAME_BUDGET);
    }
  });
});
