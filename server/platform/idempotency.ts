import { and, eq } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { idempotencyKeys } from "../store/schema.ts";

export interface IdempotencyKey {
  userId: number;
  /** The call, e.g. "demo.reset": one key may be reused for different calls. */
  scope: string;
  key: string;
}

/**
 * Runs `work` in one transaction, at most once per key: a call repeated with the same key gets the
 * first answer back and changes nothing. The key is claimed first inside the transaction, so a
 * concurrent repeat waits for the first to commit; a failed call claims nothing.
 */
export function runOnce<T>(db: Db, key: IdempotencyKey | undefined, at: Date, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!key) return work(tx);
    const match = and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key));
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...key, response: {}, createdAt: at })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx.select({ response: idempotencyKeys.response }).from(idempotencyKeys).where(match);
      return earlier!.response as T;
    }
    const result = await work(tx);
    await tx.update(idempotencyKeys).set({ response: result }).where(match);
    return result;
  });
}
