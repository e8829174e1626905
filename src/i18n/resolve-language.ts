import { DEFAULT_LANGUAGE, matchLanguage, normalizeLanguage, type LanguageCode } from "#domain/locales.ts";

export const LANGUAGE_STORAGE_KEY = "pipwise.lang";

/**
 * The language to show: an explicit `?lang=` wins (and is remembered by the caller), then the
 * stored choice, then the first of the browser's languages that is one of ours, then the default.
 * Codes may be ours or standard (`ja`, `zh-TW`); an unknown `?lang=` or stored code means the default.
 */
export function resolveLanguage(query: string | null, stored: string | null, browser: readonly string[] = []): LanguageCode {
  if (query) return normalizeLanguage(query);
  if (stored) return normalizeLanguage(stored);
  for (const tag of browser) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The language for this page load in a browser: `?lang=`, else the one kept under `storageKey`, else the browser's, else the default. */
export function pageLanguage(storageKey: string): LanguageCode {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(storageKey);
  } catch {
    // Storage refused (private mode, a sandbox): as if nothing were kept.
  }
  return resolveLanguage(langQuery(window.location.search), stored, navigator.languages);
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
