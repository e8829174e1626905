import { sql } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { later, sendHeld } from "../store/pipelined.ts";
import { runPrepared } from "../store/prepared.ts";

/**
 * The order writes of one batch's calls on PostgreSQL, made without waiting for their answers: each
 * is held back (`later`) and goes out with the next statement that needs one, the postings and key
 * claims at the latest, so a batch's calls cost no round trip and no socket write of their own.
 * A new order takes its id from those the batch took from the sequence with its BEGIN. Whether
 * every write succeeded is known before the commit; a failed one fails the batch's run, which then
 * runs again with each call in a savepoint and waiting for its writes, as a refused call does.
 */
export function batchWrites(db: Db, ids: readonly number[]) {
  const free = [...ids];
  const sent: Promise<unknown>[] = [];
  return {
    /** An id for a new order from those the batch took; undefined once they are used up. */
    nextId: (): number | undefined => free.shift(),
    /** Holds back the statement `send` starts on the batch's transaction (see `later`); its failure shows in `failed`. */
    send(send: () => Promise<unknown>): void {
      const answer = later(db, send);
      // Seen by `failed`; a run given up before then (a refusal, a rollback) must not leave it unhandled.
      answer.catch(() => undefined);
      sent.push(answer);
    },
    /** Whether any write failed, once all have answered; sends those still held back. */
    async failed(): Promise<boolean> {
      sendHeld(db);
      return (await Promise.allSettled(sent)).some((answer) => answer.status === "rejected");
    },
  };
}

export type BatchWrites = ReturnType<typeof batchWrites>;

/**
 * `count` ids of new orders, taken from the orders' sequence, so that a submit knows its order's id
 * without waiting for its insert: as many as the batch's calls said they may insert, and no
 * statement when none may.
 */
export async function takeOrderIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await runPrepared<{ rows: { id: number }[] }>(db, "order_ids", () => sql`SELECT nextval('orders_id_seq')::int AS id FROM generate_series(1, ${sql.placeholder("count")}::int)`, { count });
  return rows.map((row) => row.id);
}
