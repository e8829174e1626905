import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { CandleRow, Db, Driver } from "../db.ts";
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
 * Counts the calls waiting for PGlite's one connection: every query or transaction begun and not
 * ended, less the one it runs. The queries inside a transaction run on it and are not counted.
 */
function countQueue(client: PGlite): () => number {
  let open = 0;
  const count = <T>(work: Promise<T>): Promise<T> => {
    open += 1;
    return work.finally(() => (open -= 1));
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) => count(query(...args))) as PGlite["query"];
  client.transaction = ((...args: Parameters<PGlite["transaction"]>) => count(transaction(...args))) as PGlite["transaction"];
  return () => Math.max(0, open - 1);
}

/** Embedded PostgreSQL (PGlite) in `dataDir`, created on first use. */
export async function openPglite(dataDir: string): Promise<Driver> {
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const waiting = countQueue(client);
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
