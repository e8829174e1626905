import type { Candle, Period } from "#domain/instrument.ts";
import { candlesFetchedAtKey } from "./meta.ts";
import type { MetaRow, StoredCandle } from "./schema.ts";
import { answer, readStores } from "./bare-read.ts";

/** The kept history of one series, oldest first, and when it was fetched (ms); undefined unless the server once answered it. */
export function readKeptCandles(code: string, period: Period): Promise<{ candles: Candle[]; fetchedAt: number } | undefined> {
  return readStores(["candles", "meta"], async (tx) => {
    const range = IDBKeyRange.bound([code, period, -Infinity], [code, period, Infinity]);
    const [rows, fetched] = await Promise.all([
      answer<StoredCandle[]>(tx.objectStore("candles").getAll(range)),
      answer<MetaRow | undefined>(tx.objectStore("meta").get(candlesFetchedAtKey(code, period))),
    ]);
    // The worker also stores forming candles alone; only a series the server answered counts.
    if (fetched === undefined) return undefined;
    return { candles: rows.map(({ code: _code, period: _period, ...candle }) => candle), fetchedAt: fetched.value as number };
  });
}
