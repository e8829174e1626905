import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { CandleRow, Db, Driver, OnConnectionWait } from "../db.ts";
import * as schema from "../schema.ts";

/** Prices and periods never hold commas, quotes or newlines, so plain joins make valid CSV. */
function candlesCsv(rows: readonly CandleRow[]): Blob {
  let csv = "";
  for (const r of rows) csv += `${r.instrumentId},${r.period},${r.time},${r.open},${r.high},${r.low},${r.close},${r.volume}\n`;
  // One string part: a Blob of many small parts is many times slower to build and to read.
  return new Blob([csv]);
}

const COPY_BATCH = 200_000;

/**
 * Every query, exec and transaction waits for PGlite's one connection (its transaction lock)
 * before it runs; the queries inside a transaction run on it and do not wait again. Counts the
 * calls waiting and times each wait.
 */
function watchQueue(client: PGlite, onWait: OnConnectionWait): () => number {
  let waiting = 0;
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(work: () => Promise<T>): Promise<T> => {
    const began = performance.now();
    waiting += 1;
    return runExclusive(() => {
      waiting -= 1;
      onWait(performance.now() - began);
      return work();
    });
  };
  return () => waiting;
}

/** Embedded PostgreSQL (PGlite) in `dataDir`, created on first use. */
export async function openPglite(dataDir: string, onWait: OnConnectionWait = () => {}): Promise<Driver> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const waiting = watchQueue(client, onWait);
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    migrate: async (migrationsFolder) => migrate(drizzle({ client, schema }), { migrationsFolder }),
    bulkTransaction(work) {
      // PGlite's own transaction holds its single connection, so no other query slips in between.
      return client.transaction((tx) =>
        work({
          // drizzle wraps a PGlite transaction the same way for its own db.transaction().
          db: drizzle({ client: tx as unknown as PGlite, schema }) as unknown as Db,
          async loadCandles(rows) {
            for (let from = 0; from < rows.length; from += COPY_BATCH) {
              const blob = candlesCsv(rows.slice(from, from + COPY_BATCH));
              await tx.query("COPY candles (instrument_id, period, time, open, high, low, close, volume) FROM '/dev/blob' WITH (FORMAT csv)", [], { blob });
            }
          },
        }),
      );
    },
    waiting,
    close: () => client.close(),
  };
}
