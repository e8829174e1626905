import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Period } from "#domain/instrument.ts";
import type * as schema from "./schema.ts";

/** The drizzle database, whichever driver (PGlite or node-postgres) is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A candle as stored: prices and volume are decimal strings, time is seconds. */
export interface CandleRow {
  instrumentId: number;
  period: Period;
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A transaction that can also load many candles the fastest way its driver knows. */
export interface BulkSession {
  db: Db;
  loadCandles(rows: readonly CandleRow[]): Promise<void>;
}

/** Hears how long a database call waited for a connection, in ms: the pool's checkout on PostgreSQL, PGlite's one connection embedded. */
export type OnConnectionWait = (ms: number) => void;

export interface Driver {
  kind: "pglite" | "postgres";
  db: Db;
  migrate(migrationsFolder: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is stored, or none. */
  bulkTransaction<T>(work: (session: BulkSession) => Promise<T>): Promise<T>;
  /** Calls waiting for a connection now: the pool's queue (PostgreSQL), or those queued behind the one PGlite runs. */
  waiting(): number;
  close(): Promise<void>;
}

/** Rows of a raw `db.execute`; both drivers answer with `{ rows }`, which drizzle's shared type leaves open. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
