import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATION_LOCK } from "../advisory-locks.ts";
import type { CandleRow, Db, Driver, OnConnectionWait } from "../db.ts";
import { committed } from "../pipelined.ts";
import * as schema from "../schema.ts";

const INSERT_BATCH = 20_000;

/** One statement per batch: the columns travel as eight arrays and unnest turns them into rows. */
async function insertCandles(client: pg.PoolClient, rows: readonly CandleRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH);
    await client.query(
      `INSERT INTO candles (instrument_id, period, time, open, high, low, close, volume)
       SELECT * FROM unnest($1::int[], $2::text[], $3::bigint[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])`,
      [
        batch.map((r) => r.instrumentId),
        batch.map((r) => r.period),
        batch.map((r) => r.time),
        batch.map((r) => r.open),
        batch.map((r) => r.high),
        batch.map((r) => r.low),
        batch.map((r) => r.close),
        batch.map((r) => r.volume),
      ],
    );
  }
}

/** Times each checkout of a connection from the pool: pool.query checks one out through connect() too. */
function timeCheckouts(pool: pg.Pool, onWait: OnConnectionWait): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool["connect"]>[0]) => {
    const began = performance.now();
    if (!callback) return connect().finally(() => onWait(performance.now() - began));
    return connect((error, client, release) => {
      onWait(performance.now() - began);
      callback(error, client, release);
    });
  }) as pg.Pool["connect"];
}

/**
 * A PostgreSQL server reached through a connection pool. A connection the server drops while it
 * waits in the pool (a restart, a failover, an administrator) goes to `onIdleError` instead of
 * ending the process; the pool forgets it and opens another for the next query.
 */
export async function openPostgres(url: string, onIdleError: (error: Error) => void, onWait: OnConnectionWait = () => {}): Promise<Driver> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", onIdleError);
  timeCheckouts(pool, onWait);
  // Fail at start, with the server's own reason, rather than on the first request.
  (await pool.connect()).release();
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    kind: "postgres",
    db,
    async migrate(migrationsFolder) {
      // Processes starting together on an empty database would each create drizzle's journal and
      // collide; the lock, held on a connection of its own, lets one migrate and the rest find it done.
      const holder = await pool.connect();
      try {
        await holder.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrate(drizzle({ client: pool, schema }), { migrationsFolder });
      } finally {
        await holder.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).finally(() => holder.release());
      }
    },
    async bulkTransaction(work) {
      const client = await pool.connect();
      try {
        return await committed(client, async () => {
          await client.query("BEGIN");
          return work({
            db: drizzle({ client, schema }) as unknown as Db,
            loadCandles: (rows) => insertCandles(client, rows),
          });
        });
      } finally {
        client.release();
      }
    },
    waiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}
