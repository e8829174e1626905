import { describe, expect, it } from "vitest";
import { BollingerBands, EMA, MACD, RSI, SMA, Stochastic } from "technicalindicators";
import { ema, sma } from "./moving-averages.ts";
import { bollinger, macd, rsi, stochastic, type Bar } from "./oscillators.ts";
import { runAll, type Stream } from "./stream.ts";

/** A EUR/USD-like walk of 600 bars from a fixed seed, with flat stretches (equal highs and lows). */
function bars(count = 600): Bar[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  let close = 1.0832;
  return Array.from({ length: count }, (_, i) => {
    if (i % 97 < 16 && i > 300) return { high: close, low: close, close };
    const open = close;
    close = Math.round((open + (random() - 0.5) * 0.004) * 1e5) / 1e5;
    const high = Math.max(open, close) + Math.round(random() * 0.001 * 1e5) / 1e5;
    const low = Math.min(open, close) - Math.round(random() * 0.001 * 1e5) / 1e5;
    return { high, low, close };
  });
}
const series = bars();
const closes = series.map((b) => b.close);
const same = (v: number) => v;

/** Ours (nulls dropped) against the library's, which leaves out the first values it has none for. */
function expectClose(ours: (number | null | undefined)[], theirs: (number | undefined)[], digits: number): void {
  const mine = ours.filter((v) => v !== null && v !== undefined);
  const given = theirs.filter((v) => v !== undefined);
  expect(mine).toHaveLength(given.length);
  mine.forEach((v, i) => expect(v).toBeCloseTo(given[i]!, digits));
}

/**
 * Feeds each point as a live candle would arrive: several ticks (replacing the point with values
 * on the way to its final one), then the next point. The results must equal the full computation.
 */
function incrementally<In, Out>(stream: Stream<In, Out>, inputs: readonly In[], wobble: (input: In, by: number) => In): (Out | null)[] {
  return inputs.map((input) => {
    stream.add(wobble(input, 0.003));
    stream.replace(wobble(input, -0.002));
    stream.replace(wobble(input, 0.0005));
    return stream.replace(input);
  });
}
const shiftPrice = (v: number, by: number) => v + by;
const shiftBar = (b: Bar, by: number): Bar => ({ high: b.high + Math.abs(by), low: b.low - Math.abs(by), close: b.close + by });

describe("indicators against the technicalindicators package", () => {
  it("computes the simple moving average", () => {
    expectClose(runAll(sma(20), closes), SMA.calculate({ period: 20, values: closes, format: same }), 12);
  });

  it("computes the exponential moving average seeded with the simple one", () => {
    expectClose(runAll(ema(50), closes), EMA.calculate({ period: 50, values: closes, format: same }), 12);
  });

  it("computes Bollinger Bands with population deviations", () => {
    const ours = runAll(bollinger(20, 2.5), closes);
    const theirs = BollingerBands.calculate({ period: 20, stdDev: 2.5, values: closes, format: same });
    expectClose(ours.map((p) => p?.middle), theirs.map((p) => p.middle), 12);
    expectClose(ours.map((p) => p?.upper), theirs.map((p) => p.upper), 10);
    expectClose(ours.map((p) => p?.lower), theirs.map((p) => p.lower), 10);
  });

  it("computes Wilder's RSI (the package rounds to two decimals)", () => {
    const ours = runAll(rsi(14), closes);
    const theirs = RSI.calculate({ period: 14, values: closes });
    expectClose(ours, theirs, 1);
    ours.filter((v) => v !== null).forEach((v, i) => expect(Math.abs(v! - theirs[i]!)).toBeLessThanOrEqual(0.005 + 1e-9));
  });

  it("computes MACD with exponential averages for the line and the signal", () => {
    const ours = runAll(macd(12, 26, 9), closes);
    const theirs = MACD.calculate({ values: closes, fastPeriod: 12, slowPeriod: 26, signalPeriod: 9, SimpleMAOscillator: false, SimpleMASignal: false, format: same });
    expectClose(ours.map((p) => p?.macd), theirs.map((p) => p.MACD), 12);
    expectClose(ours.map((p) => p?.signal), theirs.map((p) => p.signal), 12);
    expectClose(ours.map((p) => p?.histogram), theirs.map((p) => p.histogram), 12);
  });

  it("computes the stochastic %K and %D, flat stretches included", () => {
    const ours = runAll(stochastic(14, 3), series);
    const theirs = Stochastic.calculate({ high: series.map((b) => b.high), low: series.map((b) => b.low), close: closes, period: 14, signalPeriod: 3, format: same });
    expectClose(ours.map((p) => p?.k), theirs.map((p) => p.k), 9);
    expectClose(ours.map((p) => p?.d), theirs.map((p) => p.d), 9);
  });
});

/** The same shape, with every number within 1e-9 of the full computation's (sums add up in another order). */
function expectSameResults(live: unknown[], full: unknown[]): void {
  const numbers: number[] = [];
  const shape = (values: unknown[]) => JSON.stringify(values, (_key, v: unknown) => (typeof v === "number" ? numbers.push(v) && 0 : v));
  expect(shape(live)).toBe(shape(full));
  const half = numbers.length / 2;
  for (let i = 0; i < half; i++) expect(Math.abs(numbers[i]! - numbers[half + i]!)).toBeLessThan(1e-9);
}

describe("ticks replacing the forming point", () => {
  const cases: [string, () => Stream<number, unknown>][] = [
    ["SMA", () => sma(20)],
    ["EMA", () => ema(50)],
    ["Bollinger Bands", () => bollinger(20, 2)],
    ["RSI", () => rsi(14)],
    ["MACD", () => macd(12, 26, 9)],
  ];
  for (const [name, make] of cases) {
    it(`give the full computation's ${name}`, () => {
      expectSameResults(incrementally(make(), closes, shiftPrice), runAll(make(), closes));
    });
  }

  it("give the full computation's stochastic", () => {
    expectSameResults(incrementally(stochastic(14, 3), series, shiftBar), runAll(stochastic(14, 3), series));
  });
});
