import type { Db } from "../store/db.ts";
import { accountTx, type AccountTx } from "./account-tx.ts";
import type { LiveOrder } from "./live-order.ts";
import type { BatchWrites } from "./order-batch-writes.ts";

/**
 * The accounts of one batch as its calls leave them: each balance and each account's positions,
 * read for all of them at once under their locks when the batch begins. A call runs on its
 * account as the calls before it left it, so none of them reads the balance or the positions
 * again; what a refused call did is never kept.
 */
export function batchAccounts(balances: ReadonlyMap<number, string>, positions: readonly LiveOrder[]) {
  const now = new Map([...balances].map(([userId, balance]) => [userId, { balance, held: new Map<number, LiveOrder>() }]));
  for (const position of positions) now.get(position.userId)?.held.set(position.id, position);
  return {
    /** Whether `userId` has a trading account. */
    has: (userId: number): boolean => now.has(userId),
    /** A transaction on `userId`'s account for its next call, its postings deferred (and its order writes, given `writes`); undefined for a user with no trading account. */
    open(db: Db, userId: number, writes?: BatchWrites): AccountTx | undefined {
      const account = now.get(userId);
      return account && accountTx(db, userId, account.balance, [], new Map(account.held), writes);
    },
    /** Keeps what a call that succeeded left on its account, for the calls after it. */
    keep(tx: AccountTx): void {
      now.set(tx.userId, { balance: tx.balance, held: tx.held! });
    },
  };
}

export type BatchAccounts = ReturnType<typeof batchAccounts>;
