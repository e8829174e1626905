import { useLayoutEffect, useState } from "react";
import type { Candle } from "#domain/instrument.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { createChartFeed, type ChartFeed } from "./chart-feed.ts";

/**
 * The chart's feed for the series `key` (a new one per series, holding its candles from the first
 * render), told of each new candles or quote once the page's render committed.
 */
export function useChartFeed(key: string, candles: readonly Candle[] | undefined, quote: BidAsk | undefined): ChartFeed {
  const [held, setHeld] = useState(() => ({ key, feed: createChartFeed(candles, quote) }));
  let { feed } = held;
  if (held.key !== key) {
    feed = createChartFeed(candles, quote);
    setHeld({ key, feed });
  }
  useLayoutEffect(() => feed.set(candles, quote), [feed, candles, quote]);
  return feed;
}
