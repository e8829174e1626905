import { languageRecord, type LanguageCode } from "../../../../../../src/domain/locales.ts";

const byLanguage = new Map<LanguageCode, Intl.DisplayNames>();

function currencyNames(lang: LanguageCode): Intl.DisplayNames {
  let names = byLanguage.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([languageRecord(lang).locale], { type: "currency", fallback: "none" });
    byLanguage.set(lang, names);
  }
  return names;
}

/**
 * A pair's name in the caller's language: each side whose code is a currency (or a metal, XAU/XAG)
 * that ICU names is translated; other sides (Bitcoin, Apple Inc.) keep the catalog's name.
 */
export function localizedInstrumentName(showCode: string, catalogName: string, lang: LanguageCode): string {
  const codes = showCode.split("/");
  const names = catalogName.split(" / ");
  if (codes.length !== 2 || names.length !== 2) return catalogName;
  const display = currencyNames(lang);
  // DisplayNames throws on anything but a three-letter code (DOGE, US500).
  return codes.map((code, side) => (/^[A-Z]{3}$/.test(code) ? display.of(code) : undefined) ?? names[side]).join(" / ");
}
