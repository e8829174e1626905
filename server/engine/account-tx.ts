import { ledger } from "../ledger/ledger.ts";
import type { Db } from "../store/db.ts";
import type { LiveOrder } from "./live-order.ts";

/** What one transaction did to a user's book, told to the book listeners once it commits. */
export interface BookJournal {
  /** Orders now pending or holding, as changed, by id. */
  live: Map<number, LiveOrder>;
  /** Orders that left the book (closed or cancelled), in the order they left. */
  gone: Map<number, LiveOrder>;
}

/**
 * A transaction holding the lock of one user's trading account: every money action on that account
 * runs inside one, so actions on one account are serialised.
 */
export interface AccountTx {
  db: Db;
  userId: number;
  journal: BookJournal;
}

/**
 * Locks the user's trading account row until the transaction ends (`SELECT … FOR UPDATE`) and
 * returns the transaction as an AccountTx; the balance read under the lock comes with it.
 */
export async function lockAccount(db: Db, userId: number): Promise<{ tx: AccountTx; balance: string }> {
  const account = await ledger(db).balance(userId, { forUpdate: true });
  if (!account) throw new Error(`user ${userId} has no trading account`);
  return { tx: { db, userId, journal: { live: new Map(), gone: new Map() } }, balance: account.balance };
}

export function noteLive(tx: AccountTx, order: LiveOrder): void {
  tx.journal.gone.delete(order.id);
  tx.journal.live.set(order.id, order);
}

export function noteGone(tx: AccountTx, order: LiveOrder): void {
  tx.journal.live.delete(order.id);
  tx.journal.gone.set(order.id, order);
}

export const journalIsEmpty = (journal: BookJournal): boolean => journal.live.size === 0 && journal.gone.size === 0;
