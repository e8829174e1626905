import type { Candle } from "#domain/instrument.ts";

/** Index, open, high, low, close columns as uPlot wants them. */
export type CandleColumns = [number[], number[], number[], number[], number[]];

/**
 * Candles as plot columns, x being the candle's index. These numbers only place pixels on the
 * chart; prices shown as text come from the decimal strings, never from here.
 */
export function candleColumns(candles: readonly Candle[]): CandleColumns {
  const cols: CandleColumns = [[], [], [], [], []];
  candles.forEach((c, i) => {
    cols[0].push(i);
    cols[1].push(Number(c.Open));
    cols[2].push(Number(c.High));
    cols[3].push(Number(c.Low));
    cols[4].push(Number(c.Close));
  });
  return cols;
}
