import { PERIODS } from "#domain/instrument.ts";
import { aggregateAll } from "../market/candles.ts";
import { generateHistory } from "../market/history.ts";
import { toCandleRow } from "../store/candle-repo.ts";
import type { BulkSession, CandleRow } from "../store/db.ts";
import type { InstrumentRow } from "../store/catalog-repo.ts";
import { toMarketInstrument } from "../market/market-instruments.ts";

const DAY_MS = 86_400_000;

/**
 * Generates `days` of deterministic 1-minute history up to `nowMs` for each instrument, folds it
 * into every period and stores it. The last candle of each period is the one still forming.
 */
export async function seedHistory(
  session: BulkSession,
  instruments: readonly InstrumentRow[],
  options: { days: number; seed: number; nowMs: number },
): Promise<number> {
  let stored = 0;
  for (const instrument of instruments) {
    const from = options.nowMs - options.days * DAY_MS;
    const series = aggregateAll([...generateHistory(toMarketInstrument(instrument), from, options.nowMs, options.seed)]);
    const rows: CandleRow[] = [];
    for (const period of PERIODS) for (const candle of series[period]) rows.push(toCandleRow(instrument.id, period, candle));
    await session.loadCandles(rows);
    stored += rows.length;
  }
  return stored;
}
