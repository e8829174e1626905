import { i18n, type Messages } from "@lingui/core";
import { languageRecord, type LanguageCode } from "#domain/locales.ts";
import { pageLanguage } from "./resolve-language.ts";

export interface LanguageSwitchOptions {
  /** Where the page keeps its choice (the PWA and the back office each keep their own). */
  storageKey: string;
  /** The page's catalog of `locale`. */
  load: (locale: string) => Promise<Messages>;
  /** Runs once the language is active (the PWA mirrors it to its locale store). */
  activated?: (code: LanguageCode) => void;
}

/**
 * Switching a page's language: the catalog loaded and activated, <html lang dir> and storage
 * following, and a quicker later switch winning over a slower earlier one.
 */
export function createLanguageSwitch({ storageKey, load, activated }: LanguageSwitchOptions) {
  let latestRequest = 0;

  function remember(code: LanguageCode): void {
    try {
      localStorage.setItem(storageKey, code);
    } catch {
      // Private mode or a full quota: the choice then lasts for this page only.
    }
  }

  return {
    async set(code: LanguageCode): Promise<void> {
      const request = ++latestRequest;
      const record = languageRecord(code);
      const messages = await load(record.locale);
      // A quicker later switch already won; activating this one would undo it.
      if (request !== latestRequest) return;
      i18n.loadAndActivate({ locale: record.locale, messages });
      document.documentElement.lang = record.locale;
      document.documentElement.dir = record.dir;
      activated?.(code);
      remember(code);
    },
    /** The language for this page load: `?lang=`, else the stored choice, else the browser's, else the default. */
    startup(): LanguageCode {
      return pageLanguage(storageKey);
    },
  };
}
