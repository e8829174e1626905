import type { Candle } from "#domain/instrument.ts";

/**
 * Stored candles brought up to the live forming candle: it replaces the stored copy of its bucket
 * (saved up to a minute ago) or follows the last stored one, keeping at most `limit` candles.
 */
export function withForming(stored: readonly Candle[], forming: Candle | undefined, limit: number): Candle[] {
  const last = stored.at(-1);
  if (!forming || (last && forming.Time < last.Time)) return stored.slice(-limit);
  const before = last?.Time === forming.Time ? stored.slice(0, -1) : stored;
  return [...before, forming].slice(-limit);
}
