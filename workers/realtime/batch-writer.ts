import { CANDLES_KEPT, pruneCandles } from "#db/candles.ts";
import type { PipwiseDb, StoredCandle } from "#db/schema.ts";
import type { Period, Quote } from "#domain/instrument.ts";
import { KLINE_PREFIX, TOPIC_DAY_MARKET, type DayMarketMessage, type KlineMessage, type TopicMessage } from "#domain/socket-protocol.ts";
import type { Timers } from "./timers.ts";

/**
 * The stored copy only serves a reload or an offline start, where a second's age is nothing; every
 * write also wakes each open tab (Dexie tells them what changed), which a slow phone pays for.
 */
export const FLUSH_EVERY_MS = 1000;
/** New candles appear once per bucket, so trimming now and then keeps each series near the limit. */
export const PRUNE_EVERY_MS = 30_000;

export interface BatchWriterOptions {
  db: PipwiseDb;
  timers: Timers;
  flushEveryMs?: number;
  pruneEveryMs?: number;
  keepCandles?: number;
  onError?(error: unknown): void;
}

/**
 * Collects frames and writes them to IndexedDB in one transaction per window: only the latest
 * quote per code and the latest state of each candle survive a window.
 */
export function createBatchWriter(options: BatchWriterOptions) {
  const { db, timers } = options;
  const flushEvery = options.flushEveryMs ?? FLUSH_EVERY_MS;
  const pruneEvery = options.pruneEveryMs ?? PRUNE_EVERY_MS;
  let quotes = new Map<string, Quote>();
  let candles = new Map<string, StoredCandle>();
  const touchedSeries = new Map<string, { code: string; period: Period }>();
  let lastPruneAt = timers.now();
  let timer: unknown = null;
  let writing: Promise<void> = Promise.resolve();

  function add(message: TopicMessage) {
    if (message.topic === TOPIC_DAY_MARKET) {
      for (const quote of (message as DayMarketMessage).data) quotes.set(quote.Code, quote);
    } else if (message.topic.startsWith(KLINE_PREFIX)) {
      const { code, candles: forming } = (message as KlineMessage).data;
      for (const [period, candle] of Object.entries(forming) as [Period, StoredCandle][]) {
        candles.set(`${code}|${period}|${candle.Time}`, { ...candle, code, period });
        touchedSeries.set(`${code}|${period}`, { code, period });
      }
    } else {
      return;
    }
    timer ??= timers.setTimeout(flush, flushEvery);
  }

  async function write(batchQuotes: Quote[], batchCandles: StoredCandle[]) {
    const prune = timers.now() - lastPruneAt >= pruneEvery ? [...touchedSeries.values()] : [];
    if (prune.length) {
      lastPruneAt = timers.now();
      touchedSeries.clear();
    }
    await db.transaction("rw", db.quotes, db.candles, async () => {
      if (batchQuotes.length) await db.quotes.bulkPut(batchQuotes);
      if (batchCandles.length) await db.candles.bulkPut(batchCandles);
      for (const { code, period } of prune) await pruneCandles(db, code, period, options.keepCandles ?? CANDLES_KEPT);
    });
  }

  /** Writes what is buffered; resolves when this and every earlier write is done. */
  function flush(): Promise<void> {
    timers.clearTimeout(timer);
    timer = null;
    const batchQuotes = [...quotes.values()];
    const batchCandles = [...candles.values()];
    quotes = new Map();
    candles = new Map();
    if (!batchQuotes.length && !batchCandles.length) return writing;
    // A failed write (quota, a blocked upgrade) loses one window of a cache the socket refills.
    writing = writing.then(() => write(batchQuotes, batchCandles)).catch((error) => options.onError?.(error));
    return writing;
  }

  return { add, flush };
}

export type BatchWriter = ReturnType<typeof createBatchWriter>;
