import { Dexie } from "dexie";
import type { Candle, Period } from "#domain/instrument.ts";
import { candlesFetchedAtKey } from "./meta.ts";
import type { PipwiseDb, StoredCandle } from "./schema.ts";

/** Candles kept per code and period: the latest answer plus a few pages the user scrolled back to. */
export const CANDLES_KEPT = 2000;

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

/** Up to `limit` stored candles older than `before` (seconds), oldest first. */
export async function readCandlesBefore(db: PipwiseDb, code: string, period: Period, before: number, limit: number): Promise<Candle[]> {
  const rows = await db.candles
    .where("[code+period+Time]")
    .between([code, period, Dexie.minKey], [code, period, before])
    .reverse()
    .limit(limit)
    .toArray();
  return rows.reverse().map(stripKey);
}

export function toStoredCandles(code: string, period: Period, candles: readonly Candle[]): StoredCandle[] {
  return candles.map((candle) => ({ ...candle, code, period }));
}

/** Deletes all but the newest `keep` candles of one series. */
export async function pruneCandles(db: PipwiseDb, code: string, period: Period, keep = CANDLES_KEPT): Promise<void> {
  const excess = await series(db, code, period).reverse().offset(keep).primaryKeys();
  if (excess.length) await db.candles.bulkDelete(excess);
}

/**
 * Stores candles in one transaction and trims the series. `fetchedAt` (ms) marks an answer with
 * the latest candles; older pages leave the mark as it was.
 */
export async function storeCandleHistory(db: PipwiseDb, code: string, period: Period, candles: readonly Candle[], fetchedAt?: number): Promise<void> {
  await db.transaction("rw", db.candles, db.meta, async () => {
    await db.candles.bulkPut(toStoredCandles(code, period, candles));
    if (fetchedAt !== undefined) await db.meta.put({ key: candlesFetchedAtKey(code, period), value: fetchedAt });
    await pruneCandles(db, code, period);
  });
}
