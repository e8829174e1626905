import { useSyncExternalStore } from "react";
import type { Category, Instrument } from "#domain/instrument.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { readKeptMarket, type KeptMarket } from "#db/kept-market.ts";
import { seedLiveQuotes } from "./live-quotes.ts";

/**
 * A page load's first look at the market: what the device kept last time, read from IndexedDB in
 * the tab while the catalog activates, so the list shows with the shell instead of after the
 * realtime worker, the socket or the trade list's answer. The worker's watch takes over once it answers.
 */
let kept: (KeptMarket & { lang: LanguageCode }) | undefined;
let reading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Starts the read once per page; later calls share it. */
export function startWarmRead(lang: LanguageCode): Promise<void> {
  reading ??= readKeptMarket(lang).then((market) => {
    if (!market) return;
    seedLiveQuotes(market.quotes);
    kept = { ...market, lang };
    listeners.forEach((listener) => listener());
  });
  return reading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept instrument list, until the worker's own watch answers. */
export function useKeptInstruments(): Instrument[] | undefined {
  return useSyncExternalStore(subscribe, () => kept?.instruments);
}

/** The kept category names of `lang`, if the read was for that language. */
export function useKeptCategories(lang: LanguageCode): Category[] | undefined {
  const market = useSyncExternalStore(subscribe, () => kept);
  return market?.lang === lang && market.categories.length ? market.categories : undefined;
}
