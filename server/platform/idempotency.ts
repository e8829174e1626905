import { and, eq, lt, sql } from "drizzle-orm";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import type { Db } from "../store/db.ts";
import { runPrepared, slot } from "../store/prepared.ts";
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
 * What a call's work returns to refuse while keeping what it wrote before refusing (the try a
 * wrong code took): the transaction commits, but the key stays unclaimed, so the call may be
 * sent again with the same key. The caller throws `error` once it is back.
 */
export class KeptRefusal {
  constructor(readonly error: Error) {}
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
  const match = keyMatch(key);
  const requestHash = paramsHash(key.params);
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: key.userId, scope: key.scope, key: key.key, requestHash, response: {}, createdAt: at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [earlier] = await tx.select({ response: idempotencyKeys.response, requestHash: idempotencyKeys.requestHash }).from(idempotencyKeys).where(match);
    return repeatAnswer(key, earlier!) as T;
  }
  const result = await work();
  if (result instanceof KeptRefusal) await tx.delete(idempotencyKeys).where(match);
  else await tx.update(idempotencyKeys).set({ response: result }).where(match);
  return result;
}

/** What a claimed key holds: the hash of the parameters it was claimed with, and its answer. */
export interface StoredAnswer {
  requestHash: string;
  response: unknown;
}

/** The row of one key. */
const keyMatch = (key: IdempotencyKey) => and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key));

/** One key's identity, for maps of keys. */
export const keyId = (key: IdempotencyKey): string => JSON.stringify([key.userId, key.scope, key.key]);

/** The answers already stored under any of `keys`, read in one statement, by `keyId`. */
export async function storedAnswers(tx: Db, keys: readonly IdempotencyKey[]): Promise<Map<string, StoredAnswer>> {
  if (keys.length === 0) return new Map();
  const rows = await runPrepared<{ userId: number; scope: string; key: string; requestHash: string; response: unknown }[]>(
    tx,
    "keys_stored",
    (tx) =>
      tx
        .select({ userId: idempotencyKeys.userId, scope: idempotencyKeys.scope, key: idempotencyKeys.key, requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          sql`(${idempotencyKeys.userId}, ${idempotencyKeys.scope}, ${idempotencyKeys.key}) IN (SELECT * FROM unnest(${slot("userIds")}::int[], ${slot("scopes")}::text[], ${slot("keys")}::text[]))`,
        ),
    { userIds: keys.map((key) => key.userId), scopes: keys.map((key) => key.scope), keys: keys.map((key) => key.key) },
  );
  return new Map(rows.map((row) => [keyId(row), { requestHash: row.requestHash, response: row.response }]));
}

/** The answer a repeat of `key` gets from what its first call stored; the same key with other parameters is refused. */
export function repeatAnswer(key: IdempotencyKey, stored: StoredAnswer): unknown {
  if (stored.requestHash !== paramsHash(key.params)) throw new DomainError("invalid", TRADING_MESSAGES.idempotencyKeyReused);
  return stored.response;
}

/** A key's claim as it will be stored: its parameters' hash and the answer its call gave. */
export const claimOf = (key: IdempotencyKey, response: unknown): StoredAnswer => ({ requestHash: paramsHash(key.params), response });

/**
 * Stores the claims of many keys in one multi-row insert, in the transaction that ran their calls.
 * Returns how many it stored: fewer than given when another transaction claimed one of them first.
 */
export async function storeClaims(tx: Db, claims: readonly { key: IdempotencyKey; claim: StoredAnswer; at: Date }[]): Promise<number> {
  if (claims.length === 0) return 0;
  const { rows } = await runPrepared<{ rows: unknown[] }>(
    tx,
    "keys_claim",
    () => sql`
      INSERT INTO idempotency_keys (user_id, scope, key, request_hash, response, created_at)
      SELECT * FROM unnest(${slot("userIds")}::int[], ${slot("scopes")}::text[], ${slot("keys")}::text[], ${slot("hashes")}::text[], ${slot("responses")}::jsonb[], ${slot("times")}::timestamptz[])
      ON CONFLICT DO NOTHING
      RETURNING key`,
    {
      userIds: claims.map(({ key }) => key.userId),
      scopes: claims.map(({ key }) => key.scope),
      keys: claims.map(({ key }) => key.key),
      hashes: claims.map(({ claim }) => claim.requestHash),
      responses: claims.map(({ claim }) => JSON.stringify(claim.response)),
      times: claims.map(({ at }) => at.toISOString()),
    },
  );
  return rows.length;
}

/** Forgets the keys claimed before `before` (callers keep them at least 24 hours). */
export async function purgeIdempotencyKeys(db: Db, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
