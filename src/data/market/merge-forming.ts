import type { Candle } from "#domain/instrument.ts";

/**
 * Puts the live forming candle onto a history: same bucket → replaces the last candle; a later
 * bucket → appended (the previous last stays as it was last seen, i.e. closed); an older one
 * (a late frame) changes nothing.
 */
export function mergeForming(history: Candle[], forming: Candle | undefined): Candle[] {
  if (!forming) return history;
  const last = history[history.length - 1];
  if (!last || forming.Time > last.Time) return [...history, { ...forming }];
  if (forming.Time === last.Time) return [...history.slice(0, -1), { ...forming }];
  return history;
}
