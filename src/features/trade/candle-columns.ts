import type { Candle } from "../../domain/instrument.ts";

/** Time, open, high, low, close columns as uPlot wants them. */
export type CandleColumns = [number[], number[], number[], number[], number[]];

/**
 * The newest `limit` candles as plot columns. These numbers only place pixels on the chart;
 * prices shown as text come from the decimal strings, never from here.
 */
export function candleColumns(candles: readonly Candle[], limit: number): CandleColumns {
  const recent = candles.length > limit ? candles.slice(candles.length - limit) : candles;
  const cols: CandleColumns = [[], [], [], [], []];
  for (const c of recent) {
    cols[0].push(c.Time);
    cols[1].push(Number(c.Open));
    cols[2].push(Number(c.High));
    cols[3].push(Number(c.Low));
    cols[4].push(Number(c.Close));
  }
  return cols;
}
