import { PERIODS, type Candle, type Period } from "#domain/instrument.ts";
import type { Bus } from "../bus.ts";
import type { MarketView } from "./market-view.ts";
import type { CandleRepo } from "../store/candle-repo.ts";

/** About an hour of 1-minute closes, a day of 15-minute ones: enough for a row-sized chart. */
export const SPARKLINE_POINTS = 60;

interface Series {
  lastTime: number;
  closes: string[];
}

export interface SparklineCache {
  /** The latest closes of one series, oldest first, the forming candle's close last. */
  closes(instrument: { id: number; code: string }, period: Period): Promise<string[]>;
  stop(): void;
}

function follow(series: Series, candle: Candle | undefined): void {
  if (!candle || candle.Time < series.lastTime) return;
  if (candle.Time === series.lastTime && series.closes.length > 0) {
    series.closes[series.closes.length - 1] = candle.Close;
    return;
  }
  series.closes.push(candle.Close);
  if (series.closes.length > SPARKLINE_POINTS) series.closes.shift();
  series.lastTime = candle.Time;
}

/**
 * Sparklines served from memory. A series is read from the store once, on its first request;
 * after that every live candle update on the bus moves it along, so it stays current as candles
 * close without touching the store again.
 */
export function createSparklineCache(deps: { candles: CandleRepo; market: MarketView; bus: Bus }): SparklineCache {
  const cache = new Map<string, Promise<Series>>();
  const loaded = new Map<string, Series>();
  const key = (code: string, period: Period) => `${code}|${period}`;

  const unsubscribe = deps.bus.subscribe("kline", ({ code, candles }) => {
    for (const period of PERIODS) {
      const series = loaded.get(key(code, period));
      if (series) follow(series, candles[period]);
    }
  });

  const load = async (id: number, code: string, period: Period): Promise<Series> => {
    const stored = await deps.candles.latest(id, period, SPARKLINE_POINTS);
    const series: Series = { lastTime: stored.at(-1)?.Time ?? 0, closes: stored.map((c) => c.Close) };
    // Updates published while the store was read are covered by the market's current candle.
    follow(series, deps.market.forming(code)?.[period]);
    loaded.set(key(code, period), series);
    return series;
  };

  return {
    async closes({ id, code }, period) {
      const k = key(code, period);
      let series = cache.get(k);
      if (!series) {
        series = load(id, code, period);
        cache.set(k, series);
        series.catch(() => cache.delete(k));
      }
      return [...(await series).closes];
    },
    stop: unsubscribe,
  };
}
