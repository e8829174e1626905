import { ema, sma, wilder } from "./moving-averages.ts";
import { rollingWindow, windowed } from "./rolling-window.ts";
import type { Stream } from "./stream.ts";

export interface Bar {
  high: number;
  low: number;
  close: number;
}

export interface BandsPoint {
  middle: number;
  upper: number;
  lower: number;
}

/** Bollinger Bands: the simple average ± `deviations` population standard deviations. */
export function bollinger(period: number, deviations: number): Stream<number, BandsPoint> {
  return windowed(period, (window) => {
    if (!window.full) return null;
    const middle = window.mean();
    const spread = deviations * Math.sqrt(window.variance());
    return { middle, upper: middle + spread, lower: middle - spread };
  });
}

/** Wilder's RSI (0…100) of the changes from one value to the next. */
export function rsi(period: number): Stream<number, number> {
  const gains = wilder(period);
  const losses = wilder(period);
  let before: number | null = null;
  let last: number | null = null;
  const value = (v: number, replacing: boolean) => {
    if (before === null) return null;
    const change = v - before;
    const gain = replacing ? gains.replace(Math.max(change, 0)) : gains.add(Math.max(change, 0));
    const loss = replacing ? losses.replace(Math.max(-change, 0)) : losses.add(Math.max(-change, 0));
    if (gain === null || loss === null) return null;
    if (loss === 0) return 100;
    return 100 - 100 / (1 + gain / loss);
  };
  return {
    add(v) {
      before = last;
      last = v;
      return value(v, false);
    },
    replace(v) {
      last = v;
      return value(v, true);
    },
  };
}

export interface MacdPoint {
  macd: number;
  signal: number | null;
  histogram: number | null;
}

/** MACD: the fast EMA less the slow one, its EMA as the signal line, and their difference. */
export function macd(fast: number, slow: number, signalPeriod: number): Stream<number, MacdPoint> {
  const [fastLine, slowLine, signalLine] = [ema(fast), ema(slow), ema(signalPeriod)];
  const value = (v: number, replacing: boolean) => {
    const f = replacing ? fastLine.replace(v) : fastLine.add(v);
    const s = replacing ? slowLine.replace(v) : slowLine.add(v);
    if (f === null || s === null) return null;
    const line = f - s;
    const signal = replacing ? signalLine.replace(line) : signalLine.add(line);
    return { macd: line, signal, histogram: signal === null ? null : line - signal };
  };
  return { add: (v) => value(v, false), replace: (v) => value(v, true) };
}

export interface StochasticPoint {
  k: number;
  d: number | null;
}

/**
 * Stochastic oscillator: %K places the close between the lowest low and highest high of `period`
 * bars (0 when they are equal, as `technicalindicators` has it); %D is its simple average.
 */
export function stochastic(period: number, signalPeriod: number): Stream<Bar, StochasticPoint> {
  const [highs, lows, d] = [rollingWindow(period), rollingWindow(period), sma(signalPeriod)];
  const value = (bar: Bar, replacing: boolean) => {
    if (!highs.full) return null;
    const [low, high] = [lows.lowest(), highs.highest()];
    const k = high === low ? 0 : ((bar.close - low) / (high - low)) * 100;
    return { k, d: replacing ? d.replace(k) : d.add(k) };
  };
  return {
    add(bar) {
      highs.add(bar.high);
      lows.add(bar.low);
      return value(bar, false);
    },
    replace(bar) {
      highs.replace(bar.high);
      lows.replace(bar.low);
      return value(bar, true);
    },
  };
}
