import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, SOURCE_LOCALE, languageRecord, type LanguageCode } from "../../domain/locales.ts";
import { langQuery, resolveLanguage } from "../../i18n/resolve-language.ts";

/** Apart from the PWA's choice: an operator's desk language need not be the one they trade in. */
const STORAGE_KEY = "pipwise.admin.lang";

let current: LanguageCode = DEFAULT_LANGUAGE;
let latestRequest = 0;

/** The back office's own catalogs (lingui.config.ts), each a chunk fetched when its language is chosen. */
async function loadMessages(locale: string): Promise<Messages> {
  const { messages } = await import(`../../../locales/admin/${locale}.po`);
  return messages;
}

/** A catalog that fails to load (not extracted yet, network) falls back to English, then to the source text. */
async function messagesFor(locale: string): Promise<Messages> {
  try {
    return await loadMessages(locale);
  } catch {
    return locale === SOURCE_LOCALE ? {} : messagesFor(SOURCE_LOCALE);
  }
}

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(code: LanguageCode): void {
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

export function currentAdminLanguage(): LanguageCode {
  return current;
}

/** The language for this page load: `?lang=`, else the operator's stored choice, else the default. */
export function startupAdminLanguage(): LanguageCode {
  return resolveLanguage(langQuery(window.location.search), stored());
}

/** Loads and activates the catalog, and mirrors the choice to <html lang dir>, the `lang` header and storage. */
export async function setAdminLanguage(code: LanguageCode): Promise<void> {
  const request = ++latestRequest;
  const record = languageRecord(code);
  const messages = await messagesFor(record.locale);
  // A quicker later switch already won; activating this one would undo it.
  if (request !== latestRequest) return;
  current = code;
  i18n.loadAndActivate({ locale: record.locale, messages });
  document.documentElement.lang = record.locale;
  document.documentElement.dir = record.dir;
  remember(code);
}
