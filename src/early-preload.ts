import { earlyFetches, pageFirstChunks } from "#app/first-chunks.ts";
import { languageRecord } from "#domain/locales.ts";
import { LANGUAGE_STORAGE_KEY, pageLanguage } from "#i18n/resolve-language.ts";

// Runs in the head (see src/early.ts): starts fetching the chunks the main bundle would ask for
// only once evaluated (the page it opens on, the page's catalog), so they travel beside it.
function preload(href: string): void {
  const link = document.createElement("link");
  if (href.endsWith(".css")) {
    link.rel = "preload";
    link.as = "style";
  } else {
    link.rel = "modulepreload";
  }
  // As the main bundle's own preloads and dynamic imports ask, so the browser reuses the answer.
  link.crossOrigin = "";
  link.href = href;
  document.head.append(link);
}

const chunks = pageFirstChunks();
if (chunks) {
  const { locale } = languageRecord(pageLanguage(LANGUAGE_STORAGE_KEY));
  for (const href of earlyFetches(chunks, window.location.pathname, locale, !navigator.serviceWorker?.controller)) preload(href);
}
