import type { MessageDescriptor } from "@lingui/core";
import { languageRecord, type LanguageCode } from "#domain/locales.ts";
import { INSTRUMENT_NAMES } from "#server/i18n/instrument-names.ts";

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
 * How much room a name may take: the home row gives it two lines of about 26 Latin letters at
 * 360 px. Han and kana count double; Thai and Vietnamese marks that stack on a letter count nothing.
 */
export const NAME_BUDGET = 40;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const MARK = /\p{M}/u;

export function nameWidth(name: string): number {
  let width = 0;
  for (const char of name) width += MARK.test(char) ? 0 : WIDE.test(char) ? 2 : 1;
  return width;
}

/**
 * The everyday name where ICU's full one is a mouthful ("dollar des États-Unis") that would fill
 * the row on every US-dollar pair; what a trader in that language reads on a quote screen.
 */
const SHORT_NAMES: Partial<Record<LanguageCode, Record<string, string>>> = {
  fr: { USD: "Dollar US" },
  spa: { USD: "Dólar EE. UU." },
  it: { USD: "Dollaro USA" },
  id: { USD: "Dolar AS" },
  ru: { GBP: "Британский фунт" },
  th: { GBP: "ปอนด์สเตอร์ลิง" },
};

/**
 * ICU's names as a label: one plain space between words (ICU uses no-break spaces, and puts spaces
 * between Japanese words, "スイス フラン"), none beside full-width brackets, and a capital first
 * letter in the language's own casing rules (French and Spanish names come lower-case).
 */
function tidy(name: string, locale: string): string {
  const spaced = name
    .replace(/[\s\u00a0\u202f]+/gu, " ")
    .trim()
    .replace(/(?<=[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー]) (?=[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}ー])/gu, "");
  return spaced.charAt(0).toLocaleUpperCase(locale) + spaced.slice(1);
}

/** The name without a qualifier in brackets ("Chinese Yuan (offshore)"): the code shown above it already says which. */
function shortName(name: string): string {
  return name.replace(/\s*[(（][^)）]*[)）]/gu, "").trim() || name;
}

/**
 * A pair's name in the caller's language: each side whose code is a currency (or a metal, XAU/XAG)
 * that ICU names is translated; other sides (Bitcoin, Apple Inc.) keep the catalog's name. When the
 * pair does not fit the row, qualifiers are dropped, then the longest side is shown by its code.
 */
export function localizedInstrumentName(showCode: string, catalogName: string, lang: LanguageCode): string {
  const codes = showCode.split("/");
  const names = catalogName.split(" / ");
  if (codes.length !== 2 || names.length !== 2) return catalogName;
  const { locale } = languageRecord(lang);
  const display = currencyNames(lang);
  // DisplayNames throws on anything but a three-letter code (DOGE, US500).
  const sides = codes.map((code, side) => {
    const icu = /^[A-Z]{3}$/.test(code) ? display.of(code) : undefined;
    return SHORT_NAMES[lang]?.[code] ?? tidy(icu ?? names[side]!, locale);
  });
  const fits = () => nameWidth(sides.join(" / ")) <= NAME_BUDGET;
  if (!fits()) sides.forEach((name, side) => (sides[side] = shortName(name)));
  for (let named = [0, 1].filter((side) => sides[side] !== codes[side]); !fits() && named.length > 0; named = named.filter((side) => sides[side] !== codes[side])) {
    const longest = named.reduce((a, b) => (nameWidth(sides[a]!) >= nameWidth(sides[b]!) ? a : b));
    sides[longest] = codes[longest]!;
  }
  return sides.join(" / ");
}

/**
 * A seeded index's or commodity's name in the caller's language (DAX 40, WTI crude oil); undefined
 * for any other instrument, and for a name an operator has rewritten, which shows as written.
 */
export function seededInstrumentName(code: string, catalogName: string, translate: (descriptor: MessageDescriptor) => string): string | undefined {
  const descriptor = INSTRUMENT_NAMES[code];
  return descriptor?.message === catalogName ? translate(descriptor) : undefined;
}
