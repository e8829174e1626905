import { dec } from "#domain/decimal.ts";
import { ORDER_HOLDING } from "#domain/order.ts";
import { ledger, type BookedPosting, type Posting } from "../ledger/ledger.ts";
import type { Db } from "../store/db.ts";
import type { LiveOrder } from "./live-order.ts";
import type { BatchWrites } from "./order-batch-writes.ts";

/** What one transaction did to a user's book, told to the book listeners once it commits. */
export interface BookJournal {
  /** Orders now pending or holding, as changed, by id. */
  live: Map<number, LiveOrder>;
  /** Orders that left the book (closed or cancelled), in the order they left. */
  gone: Map<number, LiveOrder>;
  /** Whether the balance moved (a deposit or withdrawal moves it without touching an order). */
  balanceMoved: boolean;
}

/**
 * A transaction holding the lock of one user's trading account: every money action on that account
 * runs inside one, so actions on one account are serialised.
 */
export interface AccountTx {
  db: Db;
  userId: number;
  /** The balance as of now in this transaction: read under the lock, moved by every `post`. */
  balance: string;
  journal: BookJournal;
  /**
   * In a batch, the postings are kept here, the balance moved in memory, and the batch books them
   * all with one statement before it commits; elsewhere each is written as it is made.
   */
  deferred?: BookedPosting[];
  /**
   * In a batch, the account's positions as of now in the transaction, by id: read for all the
   * batch's accounts at once under the lock, and kept by `noteLive` and `noteGone`, so that a call
   * reads none itself. Elsewhere undefined, and they are read from the database.
   */
  held?: Map<number, LiveOrder>;
  /**
   * In a batch on PostgreSQL, where the order writes go without waiting for their answers
   * (`order-batch-writes.ts`); elsewhere undefined, and each is waited for.
   */
  writes?: BatchWrites;
}

/**
 * Locks the user's trading account row until the transaction ends (`SELECT … FOR UPDATE`) and
 * returns the transaction as an AccountTx carrying the balance read under the lock.
 */
export async function lockAccount(db: Db, userId: number): Promise<AccountTx> {
  const account = await ledger(db).balance(userId, { forUpdate: true });
  if (!account) throw new Error(`user ${userId} has no trading account`);
  return accountTx(db, userId, account.balance);
}

/** An AccountTx on an account whose row `db` already holds locked, with the balance as of now in it. */
export function accountTx(db: Db, userId: number, balance: string, deferred?: BookedPosting[], held?: Map<number, LiveOrder>, writes?: BatchWrites): AccountTx {
  return { db, userId, balance, journal: { live: new Map(), gone: new Map(), balanceMoved: false }, deferred, held, writes };
}

/**
 * Books a balance change of the locked account; `tx.balance` follows it, so nothing in the
 * transaction reads the balance again. Returns the new balance.
 */
export async function post(tx: AccountTx, posting: Omit<Posting, "userId">): Promise<string> {
  if (tx.deferred) {
    tx.balance = dec(tx.balance).plus(posting.value).toFixed(6);
    tx.deferred.push({ ...posting, userId: tx.userId, balanceAfter: tx.balance });
  } else {
    tx.balance = await ledger(tx.db).post({ ...posting, userId: tx.userId });
  }
  tx.journal.balanceMoved = true;
  return tx.balance;
}

export function noteLive(tx: AccountTx, order: LiveOrder): void {
  tx.journal.gone.delete(order.id);
  tx.journal.live.set(order.id, order);
  if (order.state === ORDER_HOLDING) tx.held?.set(order.id, order);
  else tx.held?.delete(order.id);
}

export function noteGone(tx: AccountTx, order: LiveOrder): void {
  tx.journal.live.delete(order.id);
  tx.journal.gone.set(order.id, order);
  tx.held?.delete(order.id);
}

export const journalIsEmpty = (journal: BookJournal): boolean => journal.live.size === 0 && journal.gone.size === 0 && !journal.balanceMoved;
