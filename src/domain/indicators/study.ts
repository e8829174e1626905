import type { Candle } from "#domain/instrument.ts";
import type { IndicatorChoice, IndicatorKind, PriceSource } from "./indicator-choice.ts";
import { ema, sma } from "./moving-averages.ts";
import { bollinger, macd, rsi, stochastic, type Bar } from "./oscillators.ts";
import type { Stream } from "./stream.ts";

interface Ohlc extends Bar {
  open: number;
}

/** How many lines each kind draws, in the order `study` fills its columns. */
const LINES: Record<IndicatorKind, number> = { sma: 1, ema: 1, bollinger: 3, rsi: 1, macd: 3, stochastic: 2 };

const SOURCE: Record<PriceSource, (bar: Ohlc) => number> = {
  close: (b) => b.close,
  open: (b) => b.open,
  high: (b) => b.high,
  low: (b) => b.low,
  hl2: (b) => (b.high + b.low) / 2,
  hlc3: (b) => (b.high + b.low + b.close) / 3,
};

const orNaN = (v: number | null | undefined) => v ?? NaN;

/** A stream of one price of the bar into the lines' values (NaN where there is none yet). */
function lines<Out>(stream: Stream<number, Out>, source: PriceSource, values: (out: Out) => number[]): Stream<Ohlc, number[]> {
  const pick = SOURCE[source];
  const map = (out: Out | null) => (out === null ? [] : values(out));
  return { add: (bar) => map(stream.add(pick(bar))), replace: (bar) => map(stream.replace(pick(bar))) };
}

/** The indicator a choice names, as a stream of bars into its lines' values. */
function study({ kind, params, source }: IndicatorChoice): Stream<Ohlc, number[]> {
  const [a = 0, b = 0, c = 0] = params;
  switch (kind) {
    case "sma":
      return lines(sma(a), source, (v) => [v]);
    case "ema":
      return lines(ema(a), source, (v) => [v]);
    case "bollinger":
      return lines(bollinger(a, b), source, (p) => [p.middle, p.upper, p.lower]);
    case "rsi":
      return lines(rsi(a), source, (v) => [v]);
    case "macd":
      return lines(macd(a, b, c), source, (p) => [p.macd, orNaN(p.signal), orNaN(p.histogram)]);
    case "stochastic": {
      const stream = stochastic(a, b);
      const map = (p: { k: number; d: number | null } | null) => (p === null ? [] : [p.k, orNaN(p.d)]);
      return { add: (bar) => map(stream.add(bar)), replace: (bar) => map(stream.replace(bar)) };
    }
  }
}

const candleBar = (c: Candle): Ohlc => ({ open: Number(c.Open), high: Number(c.High), low: Number(c.Low), close: Number(c.Close) });

/** An indicator's lines over a candle series, one column per line, NaN where it has no value. */
export interface StudySeries {
  readonly choice: IndicatorChoice;
  readonly columns: readonly number[][];
  /**
   * Brings the columns up to `candles`. A tick that changes the forming candle, or closes it and
   * opens the next, costs O(1); any other change (another page of older candles) recomputes.
   */
  follow(candles: readonly Candle[]): void;
}

export function studySeries(choice: IndicatorChoice): StudySeries {
  const count = LINES[choice.kind];
  let stream = study(choice);
  let columns: number[][] = [];
  let seen: readonly Candle[] = [];
  const write = (at: number, values: number[] | null) => {
    for (let line = 0; line < count; line++) columns[line]![at] = orNaN(values?.[line]);
  };
  const add = (c: Candle) => write(columns[0]!.length, stream.add(candleBar(c)));
  const replaceLast = (c: Candle) => write(columns[0]!.length - 1, stream.replace(candleBar(c)));
  const rebuild = (candles: readonly Candle[]) => {
    stream = study(choice);
    columns = Array.from({ length: count }, () => []);
    candles.forEach(add);
  };
  rebuild(seen);
  return {
    choice,
    get columns() {
      return columns;
    },
    follow(next) {
      if (next === seen) return;
      const [n, m] = [next.length, seen.length];
      const sameStart = m > 0 && n > 0 && next[0]!.Time === seen[0]!.Time;
      if (sameStart && n === m && next[n - 1]!.Time === seen[m - 1]!.Time) replaceLast(next[n - 1]!);
      else if (sameStart && n === m + 1 && next[m - 1]!.Time === seen[m - 1]!.Time) {
        replaceLast(next[m - 1]!);
        add(next[n - 1]!);
      } else rebuild(next);
      seen = next;
    },
  };
}
