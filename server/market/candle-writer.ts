import type { Candle, Period } from "#domain/instrument.ts";
import type { CandleSink } from "./price-source.ts";

export interface CandleRow {
  code: string;
  period: Period;
  candle: Candle;
}

export interface CandleWriter {
  /** Queues rows; a later row for the same candle replaces an earlier one. Saved after `delayMs`. */
  add(rows: readonly CandleRow[]): void;
  /** Saves everything queued now; resolves when it is saved (or has failed and been re-queued). */
  flush(): Promise<void>;
}

/**
 * Batches candle upserts into the sink. Saves run one after another so an older version of a
 * candle never lands after a newer one; rows of a failed save are queued again for the next one.
 */
export function createCandleWriter(sink: CandleSink, options: { delayMs: number; onError: (error: unknown) => void }): CandleWriter {
  const queued = new Map<string, CandleRow>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const keyOf = (row: CandleRow) => `${row.code}|${row.period}|${row.candle.Time}`;

  const save = async (): Promise<void> => {
    if (queued.size === 0) return;
    const batch = [...queued.values()];
    queued.clear();
    try {
      await sink.save(batch);
    } catch (error) {
      options.onError(error);
      for (const row of batch) if (!queued.has(keyOf(row))) queued.set(keyOf(row), row);
    }
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    saving = saving.then(save);
    return saving;
  };

  return {
    add(rows) {
      for (const row of rows) queued.set(keyOf(row), row);
      if (rows.length > 0 && timer === undefined) timer = setTimeout(() => void flush(), options.delayMs);
    },
    flush,
  };
}
