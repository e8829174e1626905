import { PERIODS } from "#domain/instrument.ts";
import { aggregate } from "../market/candles.ts";
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
    let series = [...generateHistory(toMarketInstrument(instrument), from, options.nowMs, options.seed)];
    const rows: CandleRow[] = [];
    for (const [index, period] of PERIODS.entries()) {
      // Each period is a whole multiple of the one before, so folding the previous series is exact and far cheaper.
      if (index > 0) series = aggregate(series, period);
      for (const candle of series) rows.push(toCandleRow(instrument.id, period, candle));
    }
    await session.loadCandles(rows);
    stored += rows.length;
  }
  return stored;
}
