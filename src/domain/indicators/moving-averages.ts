import { windowed } from "./rolling-window.ts";
import type { Stream } from "./stream.ts";

/** Simple moving average of the last `period` values. */
export function sma(period: number): Stream<number, number> {
  return windowed(period, (window) => (window.full ? window.mean() : null));
}

/**
 * Exponential smoothing by `alpha`, seeded with the simple average of the first `period` values
 * (as the `technicalindicators` package and most terminals do).
 */
function smoothed(period: number, alpha: number): Stream<number, number> {
  const seed = sma(period);
  let count = 0;
  let before: number | null = null;
  let last: number | null = null;
  const at = (v: number, replacing: boolean) => {
    if (count <= period) return replacing ? seed.replace(v) : seed.add(v);
    return before! + alpha * (v - before!);
  };
  return {
    add(v) {
      count++;
      before = last;
      return (last = at(v, false));
    },
    replace(v) {
      return (last = at(v, true));
    },
  };
}

export const ema = (period: number) => smoothed(period, 2 / (period + 1));

/** Wilder's smoothing (RSI's averages): an exponential average with alpha 1/period. */
export const wilder = (period: number) => smoothed(period, 1 / period);
