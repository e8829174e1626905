import { ledger } from "../ledger/ledger.ts";
import { repeatAnswer, type IdempotencyKey } from "../platform/idempotency.ts";
import type { Db } from "../store/db.ts";
import { accountTx, journalIsEmpty, type AccountTx, type BookJournal } from "./account-tx.ts";
import { batchKeys, ClaimedMeanwhile, type BatchKeys } from "./order-batch-keys.ts";

/** One order call waiting for its batch: the work to run under its account's lock, with its key. */
export interface OrderCall<T = unknown> {
  userId: number;
  /** When the call arrived: the time it books. */
  at: Date;
  work: (tx: AccountTx, at: Date) => Promise<T>;
  key?: IdempotencyKey;
}

/** What a committed call changed in its user's book, to announce. */
export interface CallChange {
  userId: number;
  journal: BookJournal;
  balance: string;
}

/** A call's answer (and its change, if any), or its refusal. */
export type CallOutcome = { ok: true; value: unknown; change?: CallChange } | { ok: false; error: unknown };

/**
 * Runs `calls` in one transaction and resolves once it has committed; if the commit fails, rejects
 * and nothing of it is stored. The accounts are locked first, all at once, in ascending user id,
 * and the calls' idempotency keys looked up together: a repeat is answered from its key at once.
 * Then each other call runs in a savepoint of its own on its account as the calls before it left
 * it, so a refused call (or a failed one) rolls back alone and the others stay; the keys of the
 * calls that succeeded are claimed together before the commit. Should another transaction have
 * claimed one of them meanwhile, the batch runs again and that call is answered from its key.
 */
export async function runBatch(db: Db, calls: readonly OrderCall[]): Promise<CallOutcome[]> {
  for (;;) {
    try {
      return await db.transaction(async (tx) => {
        const balances = await ledger(tx).lockBalances([...new Set(calls.map((call) => call.userId))]);
        const keys = await batchKeys(
          tx,
          calls.flatMap((call) => (call.key ? [call.key] : [])),
        );
        const outcomes: CallOutcome[] = [];
        for (const call of calls) outcomes.push(await runCall(tx, call, balances, keys));
        await keys.store();
        return outcomes;
      });
    } catch (error) {
      if (!(error instanceof ClaimedMeanwhile)) throw error;
    }
  }
}

async function runCall(tx: Db, call: OrderCall, balances: Map<number, string>, keys: BatchKeys): Promise<CallOutcome> {
  const balance = balances.get(call.userId);
  if (balance === undefined) return { ok: false, error: new Error(`user ${call.userId} has no trading account`) };
  try {
    const earlier = call.key && keys.earlier(call.key);
    if (call.key && earlier) return { ok: true, value: repeatAnswer(call.key, earlier) };
    let account: AccountTx | undefined;
    const value = await tx.transaction((savepoint) => {
      account = accountTx(savepoint, call.userId, balance);
      return call.work(account, call.at);
    });
    if (call.key) keys.claim(call.key, call.at, value);
    balances.set(call.userId, account!.balance);
    const change = journalIsEmpty(account!.journal) ? undefined : { userId: call.userId, journal: account!.journal, balance: account!.balance };
    return { ok: true, value, change };
  } catch (error) {
    return { ok: false, error };
  }
}
