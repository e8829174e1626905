import { useCallback } from "react";
import { flushSync } from "react-dom";
import { catchUpQuoteViews, pageBuild, writeHomeSnapshot } from "#data/market/facade.ts";
import { paths } from "#routing/paths.ts";
import { live } from "#state/live.ts";
import { localeState } from "#state/locale.ts";
import { FIRST_SCREEN_ROWS } from "./first-screen.ts";
import { changeClass, priceClass, valuesClass } from "./quote-texts.ts";

let wholeListPage: HTMLElement | null = null;

/**
 * Home's page element while it lists every instrument, the list its first render opens on; a
 * category or the favourites chosen are not kept, so a page showing one is no snapshot.
 */
export function useHomeSnapshotSource(wholeList: boolean): (page: HTMLElement | null) => void {
  return useCallback((page: HTMLElement | null) => void (wholeListPage = wholeList ? page : null), [wholeList]);
}

/**
 * A copy of home's page as the first render of the next load draws it from the kept quotes: the
 * first screen of rows, every price saved (greyed, no up or down colour), no mini charts yet, no
 * pull to refresh under way.
 */
export function savedCopy(page: HTMLElement): HTMLElement {
  const copy = page.cloneNode(true) as HTMLElement;
  for (const item of [...copy.querySelectorAll(".quote-item")].slice(FIRST_SCREEN_ROWS)) item.remove();
  for (const values of copy.querySelectorAll('[data-testid="quote-values"]')) {
    values.className = valuesClass(true);
    values.removeAttribute("data-stale");
    values.setAttribute("data-saved", "true");
  }
  // Only an open market's price and badge have a direction.
  for (const price of copy.querySelectorAll(".quote-price.up, .quote-price.down")) price.className = priceClass(true, "flat");
  for (const badge of copy.querySelectorAll(".change-up, .change-down")) badge.className = changeClass("flat");
  for (const chart of copy.querySelectorAll(".sparkline")) chart.replaceWith(Object.assign(document.createElement("span"), { className: "sparkline" }));
  copy.querySelector(".pull-indicator")?.remove();
  // The page's CSP allows no style attribute in markup; React sets its few styles itself as it renders.
  for (const styled of copy.querySelectorAll("[style]")) styled.removeAttribute("style");
  return copy;
}

/** Keeps the live quotes whenever the app is hidden or closed, and home as shown when it was the page shown. */
export function keepHomeWhenHidden(): void {
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    const page = window.location.pathname === paths.home ? wholeListPage : null;
    // Rows off screen follow their quotes only now and then; the copy must show the quotes kept with it.
    if (page) flushSync(catchUpQuoteViews);
    const home = page ? { html: savedCopy(page).outerHTML, build: pageBuild() } : {};
    writeHomeSnapshot({ lang: localeState.lang, ...home, quotes: Object.values(live.quotes) });
  });
}
