import { sql } from "drizzle-orm";
import { ledger, type BookedPosting } from "../ledger/ledger.ts";
import { repeatAnswer, type IdempotencyKey } from "../platform/idempotency.ts";
import type { Db } from "../store/db.ts";
import { isPipelined, pipelinedTransaction, together } from "../store/pipelined.ts";
import { runPrepared } from "../store/prepared.ts";
import { journalIsEmpty, type AccountTx, type BookJournal } from "./account-tx.ts";
import { orderReads } from "./live-order.ts";
import { batchAccounts, type BatchAccounts } from "./order-batch-accounts.ts";
import { batchKeys, ClaimedMeanwhile, type BatchKeys } from "./order-batch-keys.ts";
import { batchWrites, takeOrderIds, type BatchWrites } from "./order-batch-writes.ts";

/** One order call waiting for its batch: the work to run under its account's lock, with its key. */
export interface OrderCall<T = unknown> {
  userId: number;
  /** When the call arrived: the time it books. */
  at: Date;
  work: (tx: AccountTx, at: Date) => Promise<T>;
  key?: IdempotencyKey;
  /** How many orders `work` may insert: the batch takes their ids with its BEGIN (see order-batch-writes.ts). */
  newOrders?: number;
}

/** What a committed call changed in its user's book, to announce. */
export interface CallChange {
  userId: number;
  journal: BookJournal;
  balance: string;
}

/** A call's answer (and its change, if any), or its refusal. */
export type CallOutcome = { ok: true; value: unknown; change?: CallChange; postings?: BookedPosting[] } | { ok: false; error: unknown };

/**
 * Runs `calls` in one transaction and resolves once it has committed; if the commit fails, rejects
 * and nothing of it is stored. The accounts are locked first, all at once, in ascending user id,
 * then their positions read, all at once, and the calls' idempotency keys looked up together: a
 * repeat is answered from its key at once. Then each other call runs on its account as the calls
 * before it left it, its balance and positions moved in memory; on PostgreSQL its order writes
 * go without waiting for their answers (order-batch-writes.ts). The ledger postings of the calls
 * that succeeded are booked with one statement, and their keys claimed with another, sent with
 * the calls' writes before the commit.
 *
 * A refused (or failed) call must roll back alone. The calls first run straight in the
 * transaction, two statements each cheaper than in a savepoint of their own; the first refusal
 * (or a failed order write) rolls the batch back to a savepoint taken once its reads were made,
 * its accounts still locked, and it runs again with each call in a savepoint, so a batch is run
 * at most twice however many of its calls are refused, and no other batch's commit comes between
 * its two runs. Should another transaction have claimed one of the keys meanwhile, the batch runs
 * again from its BEGIN and that call is answered from its key.
 */
export async function runBatch(db: Db, calls: readonly OrderCall[]): Promise<CallOutcome[]> {
  const userIds = [...new Set(calls.map((call) => call.userId))];
  const newOrders = calls.reduce((sum, call) => sum + (call.newOrders ?? 0), 0);
  for (;;) {
    try {
      return await pipelinedTransaction(
        db,
        (tx) =>
          together(
            tx,
            () => ledger(tx).lockBalances(userIds),
            () => orderReads(tx).holdingOf(userIds),
            () => batchKeys(tx, calls.flatMap((call) => (call.key ? [call.key] : []))),
            // Only where the calls' writes go without waiting: there a submit cannot wait for its id.
            () => (isPipelined(tx) ? takeOrderIds(tx, newOrders) : Promise.resolve(undefined)),
            () => runPrepared(tx, "batch_savepoint", () => sql.raw(`SAVEPOINT ${STRAIGHT}`), {}),
          ),
        async (tx, [balances, positions, keys, ids]) => {
          const straight = await runCalls(tx, calls, batchAccounts(balances, positions), keys, { isolate: false, writes: ids && batchWrites(tx, ids) });
          if (straight !== REFUSED) return straight;
          // Back to where the batch began, its locks still held: no other batch comes between its two runs.
          await runPrepared(tx, "batch_rollback_straight", () => sql.raw(`ROLLBACK TO SAVEPOINT ${STRAIGHT}`), {});
          keys.forgetClaims();
          return (await runCalls(tx, calls, batchAccounts(balances, positions), keys, { isolate: true })) as CallOutcome[];
        },
      );
    } catch (error) {
      if (!(error instanceof ClaimedMeanwhile)) throw error;
    }
  }
}

/** The savepoint a batch's first run, its calls straight in the transaction, is rolled back to. */
const STRAIGHT = "batch_straight";

/**
 * Runs the calls one after the other, then books their postings and claims their keys. Straight
 * (not `isolate`), the first refusal or failed write answers REFUSED, and with `writes` (PostgreSQL)
 * the order writes wait for no answer; isolated, each call runs in a savepoint of its own.
 */
async function runCalls(
  tx: Db,
  calls: readonly OrderCall[],
  accounts: BatchAccounts,
  keys: BatchKeys,
  { isolate, writes }: { isolate: boolean; writes?: BatchWrites },
): Promise<CallOutcome[] | typeof REFUSED> {
  const outcomes: CallOutcome[] = [];
  const postings: BookedPosting[] = [];
  for (const call of calls) {
    const outcome = await runCall(tx, call, accounts, keys, isolate, writes);
    if (outcome === REFUSED) return outcome;
    if (outcome.ok && outcome.postings) postings.push(...outcome.postings);
    outcomes.push(outcome);
  }
  // The calls' held writes go out with these, before them (see `later`).
  const booked = together(
    tx,
    () => ledger(tx).postAll(postings),
    () => keys.store(),
  );
  if (await writes?.failed()) {
    await booked.catch(() => undefined);
    return REFUSED;
  }
  await booked;
  return outcomes;
}

/** A call refused while running outside a savepoint: what it wrote is only undone with the batch. */
const REFUSED = Symbol("refused outside a savepoint");

async function runCall(tx: Db, call: OrderCall, accounts: BatchAccounts, keys: BatchKeys, isolate: boolean, writes?: BatchWrites): Promise<CallOutcome | typeof REFUSED> {
  if (!accounts.has(call.userId)) return { ok: false, error: new Error(`user ${call.userId} has no trading account`) };
  const earlier = call.key && keys.earlier(call.key);
  let account: AccountTx | undefined;
  let value: unknown;
  try {
    if (call.key && earlier) return { ok: true, value: repeatAnswer(call.key, earlier) };
    value = isolate
      ? await tx.transaction((savepoint) => call.work((account = accounts.open(savepoint, call.userId)!), call.at))
      : await call.work((account = accounts.open(tx, call.userId, writes)!), call.at);
  } catch (error) {
    return isolate || !account ? { ok: false, error } : REFUSED;
  }
  if (call.key) keys.claim(call.key, call.at, value);
  accounts.keep(account!);
  const change = journalIsEmpty(account!.journal) ? undefined : { userId: call.userId, journal: account!.journal, balance: account!.balance };
  return { ok: true, value, change, postings: account!.deferred };
}
