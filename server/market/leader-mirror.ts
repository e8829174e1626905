import type { Bus, BusEvents } from "../bus.ts";
import type { Quote } from "#domain/instrument.ts";

export interface MirrorTarget {
  quote(quote: Quote): void;
  kline(kline: BusEvents["kline"]): void;
}

/**
 * Folds the market leader's `quotes` and `kline` messages into a follower's market, so it quotes
 * and charts as the leader does without a feed of its own. Returns the function that stops it.
 */
export function mirrorLeader(bus: Bus, target: MirrorTarget): () => void {
  const stops = [
    bus.subscribe("quotes", (quotes) => {
      for (const quote of quotes) target.quote(quote);
    }),
    bus.subscribe("kline", (kline) => target.kline(kline)),
  ];
  return () => stops.forEach((stop) => stop());
}
