import { Dexie } from "dexie";
import type { Candle, Period } from "../domain/instrument.ts";
import type { PipwiseDb, StoredCandle } from "./schema.ts";

/** Candles kept per code and period; enough for a phone-width chart with room to scroll back. */
export const CANDLES_KEPT = 600;

function series(db: PipwiseDb, code: string, period: Period) {
  return db.candles
    .where("[code+period+Time]")
    .between([code, period, Dexie.minKey], [code, period, Dexie.maxKey]);
}

function stripKey({ code: _code, period: _period, ...candle }: StoredCandle): Candle {
  return candle;
}

/** Stored history of one series, oldest first. */
export async function readCandles(db: PipwiseDb, code: string, period: Period): Promise<Candle[]> {
  const rows = await series(db, code, period).toArray();
  return rows.map(stripKey);
}

export function toStoredCandles(code: string, period: Period, candles: readonly Candle[]): StoredCandle[] {
  return candles.map((candle) => ({ ...candle, code, period }));
}

/** Deletes all but the newest `keep` candles of one series. */
export async function pruneCandles(db: PipwiseDb, code: string, period: Period, keep = CANDLES_KEPT): Promise<void> {
  const excess = await series(db, code, period).reverse().offset(keep).primaryKeys();
  if (excess.length) await db.candles.bulkDelete(excess);
}

/** Stores a history answer in one transaction and trims the series. */
export async function storeCandleHistory(db: PipwiseDb, code: string, period: Period, candles: readonly Candle[]): Promise<void> {
  await db.transaction("rw", db.candles, async () => {
    await db.candles.bulkPut(toStoredCandles(code, period, candles));
    await pruneCandles(db, code, period);
  });
}
