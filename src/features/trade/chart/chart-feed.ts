import type { Candle } from "#domain/instrument.ts";
import type { BidAsk } from "#domain/trading/prices.ts";

/**
 * The candles and the live quote of one chart, as the page has them now. A tick changes both; the
 * chart's plot reads them at its next frame and its React parts select only what they show, so a
 * tick renders none of the chart's components (the page's render, before the tick's writes land,
 * stays as short as the page itself).
 */
export interface ChartFeed {
  candles(): readonly Candle[];
  quote(): BidAsk | undefined;
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const NONE: readonly Candle[] = [];

export function createChartFeed(candles: readonly Candle[] | undefined, quote: BidAsk | undefined) {
  let now = { candles: candles ?? NONE, quote };
  const listeners = new Set<() => void>();
  return {
    candles: () => now.candles,
    quote: () => now.quote,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The page's latest candles and quote; the listeners hear of it when either changed. */
    set(nextCandles: readonly Candle[] | undefined, nextQuote: BidAsk | undefined) {
      const next = { candles: nextCandles ?? NONE, quote: nextQuote };
      if (next.candles === now.candles && next.quote === now.quote) return;
      now = next;
      for (const listener of listeners) listener();
    },
  } satisfies ChartFeed & { set(candles: readonly Candle[] | undefined, quote: BidAsk | undefined): void };
}

export type WritableChartFeed = ReturnType<typeof createChartFeed>;
