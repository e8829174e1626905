import type { AnyRouter } from "@tanstack/react-router";
import { subscribeKey } from "valtio/utils";
import type { LanguageCode } from "#domain/locales.ts";
import { localeState } from "#state/locale.ts";
import { refreshTradeList } from "#data/market/facade.ts";
import { ensureRealtime } from "#realtime/ensure-realtime.ts";
import { followLangQuery } from "#i18n/language.ts";
import { withoutLangQuery } from "#i18n/resolve-language.ts";
import { FIRST_SCREEN_LIST_PAGES } from "#domain/contract/routes/first-screen-paths.ts";
import { firstPageShown } from "./boot-shell.ts";

/** The page asked for by boot's early trade list refresh, which its first navigation then does not repeat. */
let askedAtStart: string | undefined;

/**
 * Asks for the first screen's trade list at once, in the page's language, beside the catalog
 * still loading, rather than after the catalog, the router and the first navigation: on a phone
 * network that is a round trip or two earlier.
 */
export function askFirstScreenList(language: LanguageCode): void {
  const { pathname } = window.location;
  if (!FIRST_SCREEN_LIST_PAGES.has(pathname)) return;
  localeState.lang = language;
  askedAtStart = pathname;
  void refreshTradeList();
}

/**
 * Navigation rules, applied after every resolved navigation: scroll to the top, make sure
 * the live-data socket runs, refresh the trade list when entering /, /trade or /alerts (whose form picks among the instruments), and honour `?lang=` once,
 * then drop it from the address (the choice is remembered).
 */
export function installNavigationEffects(router: AnyRouter): () => void {
  // Instrument names come in the caller's language, so a new language asks for the list again.
  const stopFollowingLanguage = subscribeKey(localeState, "lang", () => void refreshTradeList());
  // Boot resolves the first route before the first render: its rules (the socket's start, the
  // address without ?lang=) wait until that page is shown, off the path to the first price.
  const stopFollowingNavigation = router.subscribe("onResolved", ({ toLocation, pathChanged }) => void firstPageShown.then(() => {
    window.scrollTo(0, 0);
    void ensureRealtime();
    const asked = askedAtStart === toLocation.pathname;
    askedAtStart = undefined;
    if (pathChanged && !asked && FIRST_SCREEN_LIST_PAGES.has(toLocation.pathname)) void refreshTradeList();
    if (followLangQuery(toLocation.searchStr)) void router.navigate({ href: withoutLangQuery(toLocation.href), replace: true });
  }));
  return () => {
    stopFollowingLanguage();
    stopFollowingNavigation();
  };
}
