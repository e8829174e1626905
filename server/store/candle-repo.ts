import { and, desc, eq, lt, sql } from "drizzle-orm";
import { PERIODS, type Candle, type Period } from "#domain/instrument.ts";
import { rowsOf, type CandleRow, type Db } from "./db.ts";
import { candles } from "./schema.ts";

export function toCandle(row: Pick<CandleRow, "time" | "open" | "high" | "low" | "close" | "volume">): Candle {
  return { Time: row.time, Open: row.open, High: row.high, Low: row.low, Close: row.close, Volume: row.volume };
}

export function toCandleRow(instrumentId: number, period: Period, candle: Candle): CandleRow {
  return {
    instrumentId,
    period,
    time: candle.Time,
    open: candle.Open,
    high: candle.High,
    low: candle.Low,
    close: candle.Close,
    volume: candle.Volume,
  };
}

export interface CandleRepo {
  /** The latest `limit` candles of one series, oldest first; with `before`, only candles older than that time. */
  latest(instrumentId: number, period: Period, limit: number, before?: number): Promise<Candle[]>;
  /** The newest stored candle of every period of every instrument. */
  newestPerSeries(): Promise<CandleRow[]>;
  /** Inserts new candles or replaces stored ones with the same (instrument, period, time). */
  upsert(rows: readonly CandleRow[]): Promise<void>;
}

export function createCandleRepo(db: Db): CandleRepo {
  return {
    async latest(instrumentId, period, limit, before) {
      const rows = await db
        .select()
        .from(candles)
        .where(and(eq(candles.instrumentId, instrumentId), eq(candles.period, period), before === undefined ? undefined : lt(candles.time, before)))
        .orderBy(desc(candles.time))
        .limit(limit);
      return rows.reverse().map(toCandle);
    },
    async newestPerSeries() {
      // One index probe per series; DISTINCT ON would scan every stored candle.
      const result = await db.execute(sql`
        SELECT c.instrument_id AS "instrumentId", c.period, c.time, c.open, c.high, c.low, c.close, c.volume
        FROM instruments i
        CROSS JOIN unnest(${sql.raw(`ARRAY[${PERIODS.map((p) => `'${p}'`).join(",")}]`)}::text[]) AS p(period)
        CROSS JOIN LATERAL (
          SELECT * FROM candles
          WHERE instrument_id = i.id AND period = p.period
          ORDER BY time DESC LIMIT 1
        ) c`);
      return rowsOf<Record<keyof CandleRow, string>>(result).map((r) => ({
        instrumentId: Number(r.instrumentId),
        period: r.period as Period,
        time: Number(r.time),
        open: r.open,
        high: r.high,
        low: r.low,
        close: r.close,
        volume: r.volume,
      }));
    },
    async upsert(rows) {
      if (rows.length === 0) return;
      await db
        .insert(candles)
        .values([...rows])
        .onConflictDoUpdate({
          target: [candles.instrumentId, candles.period, candles.time],
          set: {
            open: sql`excluded.open`,
            high: sql`excluded.high`,
            low: sql`excluded.low`,
            close: sql`excluded.close`,
            volume: sql`excluded.volume`,
          },
        });
    },
  };
}
