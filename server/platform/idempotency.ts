import { and, eq, lt } from "drizzle-orm";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import type { Db } from "../store/db.ts";
import { idempotencyKeys } from "../store/schema.ts";
import { DomainError } from "./domain-error.ts";
import { sha256Hex } from "./secrets.ts";

export interface IdempotencyKey {
  userId: number;
  /** The call, e.g. "demo.reset": one key may be reused for different calls. */
  scope: string;
  key: string;
  /** The call's parameters: the same key sent with other parameters is refused, not answered. */
  params?: unknown;
}

/** A stable hash of the parameters (JSON with sorted keys); "" for a call without any. */
function paramsHash(params: unknown): string {
  if (params === undefined) return "";
  const sorted = JSON.stringify(params, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  );
  return sha256Hex(sorted);
}

/**
 * Runs `work` in one transaction, at most once per key: a call repeated with the same key gets the
 * first answer back and changes nothing; the same key with other parameters is refused. The key is
 * claimed first inside the transaction, so a concurrent repeat waits for the first to commit; a
 * failed call claims nothing.
 */
export function runOnce<T>(db: Db, key: IdempotencyKey | undefined, at: Date, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => claimOnce(tx, key, at, () => work(tx)));
}

/**
 * `runOnce` inside a transaction the caller holds (a savepoint of a batch): the key is claimed in
 * `tx`, so it stays claimed only if `tx` commits.
 */
export async function claimOnce<T>(tx: Db, key: IdempotencyKey | undefined, at: Date, work: () => Promise<T>): Promise<T> {
  if (!key) return work();
  const match = and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key));
  const requestHash = paramsHash(key.params);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: key.userId, scope: key.scope, key: key.key, requestHash, response: {}, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [earlier] = await tx.select({ response: idempotencyKeys.response, requestHash: idempotencyKeys.requestHash }).from(idempotencyKeys).where(match);
    if (earlier!.requestHash !== requestHash) throw new DomainError("invalid", TRADING_MESSAGES.idempotencyKeyReused);
    return earlier!.response as T;
  }
  const result = await work();
  await tx.update(idempotencyKeys).set({ response: result }).where(match);
  return result;
}

/** Whether `key` already holds an answer: a retry of a call that spends something first (a code) must not spend it again. */
export async function keyWasClaimed(db: Db, key: IdempotencyKey): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)));
  return row !== undefined;
}

/** Forgets the keys claimed before `before` (callers keep them at least 24 hours). */
export async function purgeIdempotencyKeys(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
