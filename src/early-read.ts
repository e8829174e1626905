import { startEarlyRead } from "#api/early-reads.ts";
import { CATEGORIES_PATH, FIRST_SCREEN_LIST_PAGES, TRADE_LIST_PATH } from "#domain/contract/routes/first-screen-paths.ts";
import { readKeptMarketOnce } from "#data/market/kept-read.ts";
import { LANGUAGE_STORAGE_KEY, pageLanguage } from "#i18n/resolve-language.ts";

// Runs in the head (see src/early.ts): it starts reading the device's kept prices from IndexedDB
// while the main bundle is still being fetched and evaluated, so they are in by the first render;
// and, on a first visit to a page that lists the instruments, it asks the server for them, so the
// answer travels meanwhile. A page the service worker serves has the device's prices to show
// first, and the worker's thread has the page's own scripts to serve before the list. The main
// bundle takes both from the page's global (kept-read.ts, early-reads.ts), since this script
// carries copies of their modules of its own.
void readKeptMarketOnce();

if (!navigator.serviceWorker?.controller && FIRST_SCREEN_LIST_PAGES.has(window.location.pathname)) {
  const lang = pageLanguage(LANGUAGE_STORAGE_KEY);
  startEarlyRead(TRADE_LIST_PATH, lang);
  startEarlyRead(CATEGORIES_PATH, lang);
}
