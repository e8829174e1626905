import { asc, eq, sql } from "drizzle-orm";
import type { BalanceResponse } from "#domain/contract/accounts.ts";
import { dec, type Dec } from "#domain/decimal.ts";
import { rowsOf, type Db } from "../store/db.ts";
import { runPrepared, slot } from "../store/prepared.ts";
import { accountLogs, tradingAccounts } from "../store/schema.ts";
import type { LedgerMemo } from "./ledger-memos.ts";

export interface Posting {
  userId: number;
  /** Signed change of the balance, in USD. */
  value: Dec;
  /** Signed change of the locked balance (withdrawals), in USD; none by default. */
  lockValue?: Dec;
  memo: LedgerMemo;
  /** The order a trading posting belongs to. */
  orderId?: number;
  at: Date;
}

/** A posting with the balance it leaves, computed by a caller that holds the account's lock. */
export interface BookedPosting extends Posting {
  balanceAfter: string;
}

/**
 * The trading account and its account log. Every change of the balance or the locked balance goes
 * through `post`, which must run inside the transaction of its cause: the balances move and their
 * log row is written together, so the sums of a user's log always equal them.
 */
export function ledger(db: Db) {
  return {
    /** Opens the user's (empty) USD trading account. */
    async open(userId: number, at: Date): Promise<void> {
      await db.insert(tradingAccounts).values({ userId, updatedAt: at });
    },

    /** `forUpdate` locks the row until the transaction ends, for a change computed from the balance read. */
    async balance(userId: number, { forUpdate = false } = {}): Promise<BalanceResponse | undefined> {
      const query = db
        .select({ balance: tradingAccounts.balance, lock_balance: tradingAccounts.lockBalance })
        .from(tradingAccounts)
        .where(eq(tradingAccounts.userId, userId));
      const [row] = forUpdate ? await query.for("update") : await query;
      return row;
    },

    /**
     * Locks the accounts of `userIds` until the transaction ends, one after the other in ascending
     * user id (every batch takes them in that order, so two never wait on each other), and returns
     * their balances by user id; a user without an account is missing from it.
     */
    async lockBalances(userIds: readonly number[]): Promise<Map<number, string>> {
      const rows = await runPrepared<{ userId: number; balance: string }[]>(
        db,
        "accounts_lock",
        (db) =>
          db
            .select({ userId: tradingAccounts.userId, balance: tradingAccounts.balance })
            .from(tradingAccounts)
            .where(sql`${tradingAccounts.userId} = ANY(${slot("userIds")}::int[])`)
            .orderBy(asc(tradingAccounts.userId))
            .for("update"),
        { userIds },
      );
      return new Map(rows.map((row) => [row.userId, row.balance]));
    },

    /**
     * Moves the balance by `value` (and the locked balance by `lockValue`) and logs it; returns the new balance. The row lock of the update
     * orders concurrent postings. A loss may leave it below zero for a moment: the engine's close
     * writes it back to zero with a posting of its own in the same transaction.
     */
    async post({ userId, value, lockValue, memo, orderId, at }: Posting): Promise<string> {
      const amount = value.toFixed(6);
      const locked = lockValue?.toFixed(6) ?? "0";
      const time = at.toISOString();
      // One statement, so one round trip to the database: every trade books at least one posting.
      const result = await db.execute(sql`
        WITH moved AS (
          UPDATE trading_accounts
          SET balance = balance + ${amount}::numeric, lock_balance = lock_balance + ${locked}::numeric, updated_at = ${time}::timestamptz
          WHERE user_id = ${userId}
          RETURNING balance
        )
        INSERT INTO account_logs (user_id, value, balance_after, lock_value, memo, order_id, created_at)
        SELECT ${userId}, ${amount}::numeric, balance, ${locked}::numeric, ${memo}, ${orderId ?? null}::integer, ${time}::timestamptz FROM moved
        RETURNING balance_after`);
      const [row] = rowsOf<{ balance_after: string }>(result);
      if (!row) throw new Error(`user ${userId} has no trading account`);
      return row.balance_after;
    },

    /**
     * Books postings whose balances their caller already moved under the accounts' locks (a batch
     * of order calls, see order-batch.ts): the accounts move by their sums and every log row is
     * written, in the order given, in one statement.
     */
    async postAll(postings: readonly BookedPosting[]): Promise<void> {
      if (postings.length === 0) return;
      const column = (pick: (posting: BookedPosting) => string | number | null) => postings.map(pick);
      await runPrepared(
        db,
        "ledger_post_all",
        () => sql`
          WITH p AS (
            SELECT * FROM unnest(
              ${slot("userIds")}::int[], ${slot("values")}::numeric[], ${slot("balancesAfter")}::numeric[],
              ${slot("lockValues")}::numeric[], ${slot("memos")}::text[], ${slot("orderIds")}::int[], ${slot("times")}::timestamptz[]
            ) WITH ORDINALITY AS p(user_id, value, balance_after, lock_value, memo, order_id, created_at, n)
          ), moved AS (
            UPDATE trading_accounts t
            SET balance = t.balance + s.value, lock_balance = t.lock_balance + s.lock_value, updated_at = s.created_at
            FROM (SELECT user_id, sum(value) AS value, sum(lock_value) AS lock_value, max(created_at) AS created_at FROM p GROUP BY user_id) s
            WHERE t.user_id = s.user_id
          )
          INSERT INTO account_logs (user_id, value, balance_after, lock_value, memo, order_id, created_at)
          SELECT user_id, value, balance_after, lock_value, memo, order_id, created_at FROM p ORDER BY n`,
        {
          userIds: column((p) => p.userId),
          values: column((p) => p.value.toFixed(6)),
          balancesAfter: column((p) => p.balanceAfter),
          lockValues: column((p) => p.lockValue?.toFixed(6) ?? "0"),
          memos: column((p) => p.memo),
          orderIds: column((p) => p.orderId ?? null),
          times: column((p) => p.at.toISOString()),
        },
      );
    },

    /** Sum of the user's account log (a check that it matches the balance). */
    async logTotal(userId: number): Promise<Dec> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${accountLogs.value}), 0)::text` })
        .from(accountLogs)
        .where(eq(accountLogs.userId, userId));
      return dec(row!.total);
    },

    /** Sum of the locked side of the user's account log (a check that it matches lock_balance). */
    async lockTotal(userId: number): Promise<Dec> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${accountLogs.lockValue}), 0)::text` })
        .from(accountLogs)
        .where(eq(accountLogs.userId, userId));
      return dec(row!.total);
    },
  };
}
