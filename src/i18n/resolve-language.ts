import { DEFAULT_LANGUAGE, normalizeLanguage, type LanguageCode } from "#domain/locales.ts";

export const LANGUAGE_STORAGE_KEY = "pipwise.lang";

/**
 * The language to show: an explicit `?lang=` wins (and is remembered by the caller), then the
 * stored choice, then the default. Unknown codes fall back to the default, `tw` maps to `hk`.
 */
export function resolveLanguage(query: string | null, stored: string | null): LanguageCode {
  if (query) return normalizeLanguage(query);
  if (stored) return normalizeLanguage(stored);
  return DEFAULT_LANGUAGE;
}

/** The `lang` query parameter of a URL search string, or null when absent or blank. */
export function langQuery(search: string): string | null {
  const value = new URLSearchParams(search).get("lang");
  return value && value.trim() ? value : null;
}

/** `href` without its `lang` query parameter, keeping every other parameter and the hash. */
export function withoutLangQuery(href: string): string {
  const url = new URL(href, "http://x");
  url.searchParams.delete("lang");
  return `${url.pathname}${url.search}${url.hash}`;
}
