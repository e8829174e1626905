/** The 15 interface languages, keyed by the product's own codes. */
export const LANGUAGE_CODES = [
  "hk", "en", "jp", "kr", "th", "vn", "fr", "de", "ru", "spa", "pt", "ar", "it", "tr", "id",
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = "hk";
/** Messages are written in English in the source; catalogs are named by BCP-47 tag. */
export const SOURCE_LOCALE = "en";

export interface LanguageRecord {
  value: LanguageCode;
  /** BCP-47 tag used for catalogs, Intl and <html lang>. */
  locale: string;
  /** The language's own name, shown in the picker. */
  label: string;
  flag: string;
  dir: "ltr" | "rtl";
}

export const LANGUAGES: readonly LanguageRecord[] = [
  { value: "hk", locale: "zh-Hant", label: "繁體中文", flag: "hk", dir: "ltr" },
  { value: "en", locale: "en", label: "English", flag: "gb", dir: "ltr" },
  { value: "jp", locale: "ja", label: "日本語", flag: "jp", dir: "ltr" },
  { value: "kr", locale: "ko", label: "한국어", flag: "kr", dir: "ltr" },
  { value: "th", locale: "th", label: "ไทย", flag: "th", dir: "ltr" },
  { value: "vn", locale: "vi", label: "Tiếng Việt", flag: "vn", dir: "ltr" },
  { value: "fr", locale: "fr", label: "Français", flag: "fr", dir: "ltr" },
  { value: "de", locale: "de", label: "Deutsch", flag: "de", dir: "ltr" },
  { value: "ru", locale: "ru", label: "Русский", flag: "ru", dir: "ltr" },
  { value: "spa", locale: "es", label: "Español", flag: "es", dir: "ltr" },
  { value: "pt", locale: "pt", label: "Português", flag: "pt", dir: "ltr" },
  { value: "ar", locale: "ar", label: "العربية", flag: "sa", dir: "rtl" },
  { value: "it", locale: "it", label: "Italiano", flag: "it", dir: "ltr" },
  { value: "tr", locale: "tr", label: "Türkçe", flag: "tr", dir: "ltr" },
  { value: "id", locale: "id", label: "Bahasa Indonesia", flag: "id", dir: "ltr" },
];

export const CATALOG_LOCALES = LANGUAGES.map((l) => l.locale);

const ALIASES: Record<string, LanguageCode> = { tw: "hk" };

/** Chinese written in Traditional characters: by script, or by the regions that write it. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * One of ours for a code, ours (`jp`, `spa`) or standard (`ja`, `es-419`, `zh-TW`, `pt_BR`); null
 * when it names none of the 15. Simplified Chinese is not one of them.
 */
export function matchLanguage(raw: string | null | undefined): LanguageCode | null {
  const code = (raw ?? "").trim().toLowerCase().replace(/_/g, "-");
  if (Object.hasOwn(ALIASES, code)) return ALIASES[code]!;
  if ((LANGUAGE_CODES as readonly string[]).includes(code)) return code as LanguageCode;
  if (TRADITIONAL_CHINESE.test(code)) return "hk";
  const primary = code.split("-")[0];
  return LANGUAGES.find((l) => l.locale === primary)?.value ?? null;
}

/** Maps any incoming code (header, query, stored choice) to one of ours; unknown → default. */
export function normalizeLanguage(raw: string | null | undefined): LanguageCode {
  return matchLanguage(raw) ?? DEFAULT_LANGUAGE;
}

export function languageRecord(code: LanguageCode): LanguageRecord {
  return LANGUAGES.find((l) => l.value === code)!;
}
