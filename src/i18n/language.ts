import { i18n } from "@lingui/core";
import { languageRecord } from "#domain/locales.ts";
import { localeState } from "#state/locale.ts";
import { keepingCatalog } from "./catalog-cache.ts";
import { createLanguageSwitch } from "./language-switch.ts";
import { LANGUAGE_STORAGE_KEY, langQuery, resolveLanguage } from "./resolve-language.ts";

/** Each catalog is its own chunk, fetched only when its language is chosen; the last one is kept for the next load. */
const languageSwitch = createLanguageSwitch({
  storageKey: LANGUAGE_STORAGE_KEY,
  load: keepingCatalog(async (locale) => (await import(`../../locales/${locale}.po`)).messages),
  activated: (code) => {
    localeState.lang = code;
  },
});

/** Loads the catalog, activates it, and mirrors the choice to <html>, the API header and storage. */
export const setLanguage = languageSwitch.set;

/** The language for this page load: `?lang=`, else the stored choice, else the browser's, else the default. */
export const startupLanguage = languageSwitch.startup;

/**
 * Called after every navigation: a `?lang=` on any page switches the language. Returns whether the
 * address carried one, so the caller drops it: left in the address (and in history), it would undo
 * a language picked later, e.g. on coming back from /language.
 */
export function followLangQuery(search: string): boolean {
  const query = langQuery(search);
  if (!query) return false;
  const code = resolveLanguage(query, null);
  if (code !== localeState.lang || i18n.locale !== languageRecord(code).locale) void setLanguage(code);
  return true;
}
