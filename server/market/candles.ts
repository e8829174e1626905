import { PERIODS, periodSeconds, type Candle, type Period } from "#domain/instrument.ts";
import { addDecimal, maxDecimal, minDecimal } from "./price-order.ts";

/** Start (seconds, UTC) of the `period` bucket holding `timeSec`; days start at 00:00 UTC. */
export function bucketStart(timeSec: number, period: Period): number {
  const size = periodSeconds(period);
  return Math.floor(timeSec / size) * size;
}

/** End (exclusive, seconds) of the bucket that starts at `start`. */
export function bucketEnd(start: number, period: Period): number {
  return start + periodSeconds(period);
}

/** `candle` extended by a later candle (or a tick, as a candle whose four prices are equal) of the same bucket. */
export function extendCandle(candle: Candle, later: Pick<Candle, "High" | "Low" | "Close" | "Volume">): Candle {
  return {
    Time: candle.Time,
    Open: candle.Open,
    High: maxDecimal(candle.High, later.High),
    Low: minDecimal(candle.Low, later.Low),
    Close: later.Close,
    Volume: addDecimal(candle.Volume, later.Volume),
  };
}

/** Folds time-ordered candles of a finer period (1-minute ones) into `period`; gaps (closed markets) stay gaps. */
export function aggregate(finer: Iterable<Candle>, period: Period): Candle[] {
  const result: Candle[] = [];
  let current: Candle | undefined;
  for (const candle of finer) {
    const start = bucketStart(candle.Time, period);
    if (current?.Time === start) {
      current = extendCandle(current, candle);
      continue;
    }
    if (current) result.push(current);
    current = { ...candle, Time: start };
  }
  if (current) result.push(current);
  return result;
}

/**
 * Candles of every period from time-ordered 1-minute candles. Each period is folded from the one
 * before it (buckets nest: 5 → 15 → 30 → 60 min → 1 day), which is far less work than folding
 * every period from the minutes.
 */
export function aggregateAll(oneMinute: readonly Candle[]): Record<Period, readonly Candle[]> {
  const result = { "1min": oneMinute } as Record<Period, readonly Candle[]>;
  for (let i = 1; i < PERIODS.length; i++) result[PERIODS[i]!] = aggregate(result[PERIODS[i - 1]!], PERIODS[i]!);
  return result;
}
