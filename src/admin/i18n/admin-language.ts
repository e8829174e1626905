import type { Messages } from "@lingui/core";
import { DEFAULT_LANGUAGE, SOURCE_LOCALE, type LanguageCode } from "#domain/locales.ts";
import { createLanguageSwitch } from "#i18n/language-switch.ts";

/** Apart from the PWA's choice: an operator's desk language need not be the one they trade in. */
const STORAGE_KEY = "pipwise.admin.lang";

let current: LanguageCode = DEFAULT_LANGUAGE;

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

const languageSwitch = createLanguageSwitch({
  storageKey: STORAGE_KEY,
  load: messagesFor,
  activated: (code) => {
    current = code;
  },
});

export function currentAdminLanguage(): LanguageCode {
  return current;
}

/** The language for this page load: `?lang=`, else the operator's stored choice, else the default. */
export const startupAdminLanguage = languageSwitch.startup;

/** Loads and activates the catalog, and mirrors the choice to <html lang dir>, the `lang` header and storage. */
export const setAdminLanguage = languageSwitch.set;
