import { PERIODS, type Period } from "#domain/instrument.ts";
import { FOLDED_FROM, aggregate } from "./candles.ts";
import { toCandleRow, type CandleRepo } from "../store/candle-repo.ts";
import type { InstrumentRow } from "../store/catalog-repo.ts";

/** More source candles than any history holds (a year of hours is 8,760). */
const SOURCE_LIMIT = 100_000;
/** Rows per insert, well under PostgreSQL's 65,535 parameters at eight a row. */
const CHUNK = 4_000;

/**
 * A store seeded before a period existed has none of its history: each missing series is folded
 * from its source period's stored candles (4 h from hours, weeks and months from days), so the new
 * periods open with the history the others have. Folding gives the same candles in every process,
 * so processes starting together write the same rows.
 */
export async function backfillPeriods(candles: CandleRepo, instruments: readonly InstrumentRow[]): Promise<number> {
  const present = new Set((await candles.newestPerSeries()).map((row) => `${row.instrumentId}|${row.period}`));
  let stored = 0;
  for (const instrument of instruments) {
    for (const period of PERIODS.slice(1) as Exclude<Period, "1min">[]) {
      const source = FOLDED_FROM[period];
      if (present.has(`${instrument.id}|${period}`) || !present.has(`${instrument.id}|${source}`)) continue;
      const rows = aggregate(await candles.latest(instrument.id, source, SOURCE_LIMIT), period).map((candle) => toCandleRow(instrument.id, period, candle));
      for (let at = 0; at < rows.length; at += CHUNK) await candles.upsert(rows.slice(at, at + CHUNK));
      present.add(`${instrument.id}|${period}`);
      stored += rows.length;
    }
  }
  return stored;
}
