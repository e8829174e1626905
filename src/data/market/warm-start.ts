import { useMemo, useSyncExternalStore } from "react";
import type { Category, Instrument } from "#domain/instrument.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { keptCategoriesIn, type KeptMarket } from "#db/kept-market.ts";
import { readKeptMarketOnce } from "./kept-read.ts";
import { seedLiveQuotes } from "./live-quotes.ts";

/**
 * A page load's first look at the market: what the device kept last time, read from IndexedDB in
 * the tab (started by the early script before the main bundle runs), so the list is in the first
 * render instead of after the realtime worker, the socket or the trade list's answer. The worker's
 * watch takes over once it answers.
 */
let kept: KeptMarket | undefined;
let warming: Promise<void> | undefined;
const listeners = new Set<() => void>();

function show(market: KeptMarket): void {
  seedLiveQuotes(market.quotes);
  kept = market;
  listeners.forEach((listener) => listener());
}

/** Takes the kept market into the page once; later calls share it. */
export function startWarmRead(): Promise<void> {
  warming ??= readKeptMarketOnce().then((market) => {
    // A trade list that answered first is newer than what the device kept.
    if (market && !kept) show(market);
  });
  return warming;
}

/**
 * A first visit has nothing kept: the trade list's answer stands in, so the list and /trade's
 * header show its prices at once instead of after the realtime worker has started and stored it.
 */
export function showFetchedWhenNothingKept(market: KeptMarket): void {
  if (!kept) show(market);
}

/**
 * Resolves once the kept market is in, or after `ms` at most: a device store that answers late
 * must not hold the first render, whose rows then follow when it does.
 */
export function warmReadWithin(ms: number): Promise<void> {
  return Promise.race([startWarmRead(), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept instrument list, until the worker's own watch answers. */
export function useKeptInstruments(): Instrument[] | undefined {
  return useSyncExternalStore(subscribe, () => kept?.instruments);
}

/** The kept category names of `lang`; undefined when none were kept in it. */
export function useKeptCategories(lang: LanguageCode): Category[] | undefined {
  const market = useSyncExternalStore(subscribe, () => kept);
  return useMemo(() => {
    const named = market && keptCategoriesIn(market, lang);
    return named?.length ? named : undefined;
  }, [market, lang]);
}
