import { i18n } from "@lingui/core";
import { languageRecord, type LanguageCode } from "../domain/locales.ts";
import { localeState } from "../state/locale.ts";
import { LANGUAGE_STORAGE_KEY, langQuery, resolveLanguage } from "./resolve-language.ts";

/** Each catalog is its own chunk, fetched only when its language is chosen. */
async function loadMessages(locale: string) {
  const { messages } = await import(`../../locales/${locale}.po`);
  return messages;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode or a full quota: the choice then lasts for this page only.
  }
}

let latestRequest = 0;

/** Loads the catalog, activates it, and mirrors the choice to <html>, the API header and storage. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  const request = ++latestRequest;
  const record = languageRecord(code);
  const messages = await loadMessages(record.locale);
  // A quicker later switch already won; activating this one would undo it.
  if (request !== latestRequest) return;
  i18n.loadAndActivate({ locale: record.locale, messages });
  document.documentElement.lang = record.locale;
  document.documentElement.dir = record.dir;
  localeState.lang = code;
  remember(code);
}

/** The language for this page load: `?lang=`, else the stored choice, else the default. */
export function startupLanguage(): LanguageCode {
  return resolveLanguage(langQuery(window.location.search), storedLanguage());
}

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
