import { PERIODS, type Candle, type Period } from "#domain/instrument.ts";
import { addDecimal, maxDecimal, minDecimal } from "./price-order.ts";

const DAY = 86_400;

/** Seconds per bucket of the periods that are fixed multiples of a minute; days start at 00:00 UTC. */
const FIXED: Partial<Record<Period, number>> = {
  "1min": 60,
  "5min": 300,
  "15min": 900,
  "30min": 1800,
  "60min": 3600,
  "4hour": 14_400,
  "1day": DAY,
  "1week": 7 * DAY,
};

/** Weeks start on Monday 00:00 UTC; the epoch fell on a Thursday, so the first Monday is 4 days later. */
const FIRST_MONDAY = 4 * DAY;

/** Months start on the first of the month, 00:00 UTC. */
function monthStart(timeSec: number, monthsLater = 0): number {
  const date = new Date(timeSec * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1) / 1000;
}

/** Start (seconds, UTC) of the `period` bucket holding `timeSec`. */
export function bucketStart(timeSec: number, period: Period): number {
  if (period === "1mon") return monthStart(timeSec);
  const size = FIXED[period]!;
  const origin = period === "1week" ? FIRST_MONDAY : 0;
  return Math.floor((timeSec - origin) / size) * size + origin;
}

/** End (exclusive, seconds) of the bucket that starts at `start`. */
export function bucketEnd(start: number, period: Period): number {
  return period === "1mon" ? monthStart(start, 1) : start + FIXED[period]!;
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
 * The period each one is folded from: its buckets nest whole in the source's (5 → 15 → 30 → 60 min
 * → 4 h → 1 day → week and month), which is far less work than folding every period from the
 * minutes. A week does not nest in a month, so both fold from days.
 */
export const FOLDED_FROM: Record<Exclude<Period, "1min">, Period> = {
  "5min": "1min",
  "15min": "5min",
  "30min": "15min",
  "60min": "30min",
  "4hour": "60min",
  "1day": "4hour",
  "1week": "1day",
  "1mon": "1day",
};

/** Candles of every period from time-ordered 1-minute candles. */
export function aggregateAll(oneMinute: readonly Candle[]): Record<Period, readonly Candle[]> {
  const result = { "1min": oneMinute } as Record<Period, readonly Candle[]>;
  for (const period of PERIODS.slice(1) as Exclude<Period, "1min">[]) result[period] = aggregate(result[FOLDED_FROM[period]], period);
  return result;
}
