import type { Candle, Period } from "#domain/instrument.ts";
import type { InstrumentStart } from "./market-hub.ts";
import { toCandle, type CandleRepo } from "../store/candle-repo.ts";
import type { InstrumentRow } from "../store/catalog-repo.ts";

/** Where each instrument's market stood when the server stopped: its newest candles and last close. */
export async function loadMarketStart(candles: CandleRepo, instruments: readonly InstrumentRow[]): Promise<Map<string, InstrumentStart>> {
  const codeOf = new Map(instruments.map((i) => [i.id, i.code]));
  const forming = new Map<string, Partial<Record<Period, Candle>>>();
  for (const row of await candles.newestPerSeries()) {
    const code = codeOf.get(row.instrumentId);
    if (code === undefined) continue;
    const series = forming.get(code) ?? {};
    series[row.period] = toCandle(row);
    forming.set(code, series);
  }
  const start = new Map<string, InstrumentStart>();
  for (const [code, series] of forming) {
    const lastClose = series["1min"]?.Close;
    if (lastClose !== undefined) start.set(code, { lastClose, forming: series });
  }
  return start;
}
