import type { Quote } from "#domain/instrument.ts";

/**
 * What the trader last saw, kept when the app was hidden (decision 0036): the quotes shown, and
 * home's markup with its prices marked saved when home was the page shown. Kept in localStorage, written at once as
 * the app is hidden or closed (IndexedDB's write could be cut with the page), and read by the next
 * load's early script before the first paint.
 */
export interface HomeSnapshot {
  /** The language the page was written in: a load in another one paints nothing from it. */
  lang: string;
  /** Home's page element, as its first render on the next load draws it; none when another page was shown. */
  html?: string;
  /** The build that wrote `html` (its main script's address): another build's styles may not fit it. */
  build?: string;
  /** The live quotes: newer than the device's store, which only the trade list writes. */
  quotes: Quote[];
}

export const HOME_SNAPSHOT_KEY = "pipwise.home-snapshot";

export function readHomeSnapshot(): HomeSnapshot | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(HOME_SNAPSHOT_KEY) ?? "null") as Partial<HomeSnapshot> | null;
    if (typeof kept?.lang !== "string" || (kept.html !== undefined && typeof kept.html !== "string") || !Array.isArray(kept.quotes)) return undefined;
    return kept as HomeSnapshot;
  } catch {
    return undefined;
  }
}

let atLoad: { snapshot: HomeSnapshot | undefined } | undefined;

/** The record as this page load found it, read and parsed once for the early script's two readers. */
export function homeSnapshotAtLoad(): HomeSnapshot | undefined {
  atLoad ??= { snapshot: readHomeSnapshot() };
  return atLoad.snapshot;
}

export function writeHomeSnapshot(snapshot: HomeSnapshot): void {
  try {
    localStorage.setItem(HOME_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or refused storage keeps no snapshot: the next load starts from IndexedDB alone.
    localStorage.removeItem(HOME_SNAPSHOT_KEY);
  }
}

/** The kept quotes with the snapshot's where they are newer. */
export function withSnapshotQuotes(kept: readonly Quote[], snapshot: HomeSnapshot | undefined): Quote[] {
  if (!snapshot) return [...kept];
  const newest = new Map(kept.map((quote) => [quote.Code, quote]));
  for (const quote of snapshot.quotes.filter(looksLikeQuote)) {
    const stored = newest.get(quote.Code);
    if (!stored || stored.Time < quote.Time) newest.set(quote.Code, quote);
  }
  return [...newest.values()];
}

/** What a quote read back from storage must have to be shown; the rest of its fields are the server's own. */
function looksLikeQuote(value: Partial<Quote> | null): value is Quote {
  return typeof value?.Code === "string" && typeof value.Time === "number" && typeof value.Bid === "string" && typeof value.Ask === "string";
}

/** The page's build: the address of its main script, whose name changes with the app's code. */
export function pageBuild(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[type="module"]')?.src;
}
