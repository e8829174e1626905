import { claimOf, keyId, storeClaims, storedAnswers, type IdempotencyKey, type StoredAnswer } from "../platform/idempotency.ts";
import type { Db } from "../store/db.ts";

/** Another transaction claimed one of the batch's keys after the batch looked them up: the batch runs again. */
export class ClaimedMeanwhile extends Error {}

/**
 * The idempotency keys of one batch, in two statements whatever its size: every key looked up at
 * once before the calls run, and the claims of the calls that succeeded written with one
 * multi-row insert before the commit. A refused call claims nothing.
 */
export async function batchKeys(tx: Db, keys: readonly IdempotencyKey[]) {
  const stored = await storedAnswers(tx, keys);
  const claims = new Map<string, { key: IdempotencyKey; claim: StoredAnswer; at: Date }>();
  return {
    /** What an earlier call with this key answered, committed before the batch or earlier in it; undefined when none did. */
    earlier: (key: IdempotencyKey): StoredAnswer | undefined => claims.get(keyId(key))?.claim ?? stored.get(keyId(key)),
    /** Notes the answer of a call that succeeded; a repeat later in the batch gets it as it will be stored (JSON). */
    claim(key: IdempotencyKey, at: Date, value: unknown): void {
      claims.set(keyId(key), { key, claim: claimOf(key, JSON.parse(JSON.stringify(value)) as unknown), at });
    },
    /** Forgets the claims noted so far: the batch's run that made them was rolled back. */
    forgetClaims(): void {
      claims.clear();
    },
    /** Writes the claims; throws ClaimedMeanwhile when another transaction holds one already. */
    async store(): Promise<void> {
      if ((await storeClaims(tx, [...claims.values()])) < claims.size) throw new ClaimedMeanwhile();
    },
  };
}

export type BatchKeys = Awaited<ReturnType<typeof batchKeys>>;
