import { eq, sql } from "drizzle-orm";
import type { BalanceResponse } from "../../src/domain/contract/accounts.ts";
import { dec, type Dec } from "../../src/domain/decimal.ts";
import { rowsOf, type Db } from "../store/db.ts";
import { accountLogs, tradingAccounts } from "../store/schema.ts";
import type { LedgerMemo } from "./ledger-memos.ts";

export interface Posting {
  userId: number;
  /** Signed change of the balance, in USD. */
  value: Dec;
  memo: LedgerMemo;
  at: Date;
}

/**
 * The trading account and its account log. Every balance change goes through `post`, which must
 * run inside the transaction of its cause: the balance moves and its log row is written together,
 * so the sum of a user's log always equals the balance.
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
     * Moves the balance by `value` and logs it; returns the new balance. The row lock of the update
     * orders concurrent postings. A loss may leave it below zero for a moment: the engine's close
     * writes it back to zero with a posting of its own in the same transaction.
     */
    async post({ userId, value, memo, at }: Posting): Promise<string> {
      const amount = value.toFixed(6);
      const time = at.toISOString();
      // One statement, so one round trip to the database: every trade books at least one posting.
      const result = await db.execute(sql`
        WITH moved AS (
          UPDATE trading_accounts SET balance = balance + ${amount}::numeric, updated_at = ${time}::timestamptz
          WHERE user_id = ${userId}
          RETURNING balance
        )
        INSERT INTO account_logs (user_id, value, balance_after, memo, created_at)
        SELECT ${userId}, ${amount}::numeric, balance, ${memo}, ${time}::timestamptz FROM moved
        RETURNING balance_after`);
      const [row] = rowsOf<{ balance_after: string }>(result);
      if (!row) throw new Error(`user ${userId} has no trading account`);
      return row.balance_after;
    },

    /** Sum of the user's account log (a check that it matches the balance). */
    async logTotal(userId: number): Promise<Dec> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${accountLogs.value}), 0)::text` })
        .from(accountLogs)
        .where(eq(accountLogs.userId, userId));
      return dec(row!.total);
    },
  };
}
