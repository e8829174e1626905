import type { Messages } from "@lingui/core";

const STORAGE_KEY = "pipwise.catalog";

/**
 * This build's own address (its entry chunk names every catalog chunk by hash), so a copy kept by
 * an older build, whose messages may differ, is never used.
 */
const BUILD = import.meta.url;

interface KeptCatalog {
  build: string;
  locale: string;
  messages: Messages;
}

function readKept(): KeptCatalog | null {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as KeptCatalog | null;
  } catch {
    return null;
  }
}

function keep(catalog: KeptCatalog): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(catalog));
  } catch {
    // Private mode or a full quota: the next load fetches the catalog again.
  }
}

/**
 * Keeps the last catalog loaded in storage, so the next page load in the same language activates
 * it at once instead of waiting for its chunk (through the service worker, or the network).
 * Only in a build: in development the catalogs change under the same address.
 */
export function keepingCatalog(load: (locale: string) => Promise<Messages>, enabled = import.meta.env.PROD): (locale: string) => Promise<Messages> {
  if (!enabled) return load;
  return async (locale) => {
    const kept = readKept();
    if (kept?.build === BUILD && kept.locale === locale) return kept.messages;
    const messages = await load(locale);
    keep({ build: BUILD, locale, messages });
    return messages;
  };
}
