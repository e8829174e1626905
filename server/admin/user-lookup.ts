import { desc, eq, or } from "drizzle-orm";
import { USER_OVERVIEW_RECENT, type UserOverview } from "#domain/contract/back-office-users.ts";
import type { WithdrawStatus } from "#domain/withdraw.ts";
import { depositWire } from "../funds/deposit-wire.ts";
import { withdrawWire } from "../funds/withdrawals.ts";
import { userFactors } from "./user-factors.ts";
import { ledger } from "../ledger/ledger.ts";
import { operatorUploadUrl } from "../services/uploads/upload-urls.ts";
import type { Db } from "../store/db.ts";
import { accountLogs, deposits, instruments, orders, realNames, users, withdrawals } from "../store/schema.ts";

/** How an operator's search reads: a uid is 8 digits, an e-mail has an @, anything else is a mobile number. */
function matchOf(q: string) {
  const text = q.trim();
  if (text.includes("@")) return eq(users.email, text.toLowerCase());
  const digits = text.replace(/[\s()-]/g, "").replace(/^\+/, "");
  return /^\d{8}$/.test(digits) ? or(eq(users.uid, digits), eq(users.mobile, digits)) : eq(users.mobile, digits);
}

/** Withdrawal statuses and ledger memos in the operator's language. */
export interface ShownNames {
  status(status: WithdrawStatus): string;
  memo(key: string): string;
}

/** The back office's user page: one user, their balances, identity and the newest of each of their records. */
export async function lookUpUser(db: Db, q: string, names: ShownNames): Promise<UserOverview | null> {
  const [user] = await db.select().from(users).where(matchOf(q)).limit(1);
  if (!user) return null;
  const recent = USER_OVERVIEW_RECENT;
  const [account, [identity], ledgerRows, orderRows, depositRows, withdrawalRows, factors] = await Promise.all([
    ledger(db).balance(user.id),
    db.select().from(realNames).where(eq(realNames.userId, user.id)),
    db.select().from(accountLogs).where(eq(accountLogs.userId, user.id)).orderBy(desc(accountLogs.id)).limit(recent),
    db.select({ order: orders, code: instruments.code }).from(orders).innerJoin(instruments, eq(instruments.id, orders.instrumentId)).where(eq(orders.userId, user.id)).orderBy(desc(orders.id)).limit(recent),
    db.select().from(deposits).where(eq(deposits.userId, user.id)).orderBy(desc(deposits.id)).limit(recent),
    db.select().from(withdrawals).where(eq(withdrawals.userId, user.id)).orderBy(desc(withdrawals.id)).limit(recent),
    userFactors(db, user.id),
  ]);
  return {
    user: { id: user.id, uid: user.uid, email: user.email, mobile: user.mobile, is_demo: user.isDemo, created_at: user.createdAt.toISOString() },
    balance: account?.balance ?? "0",
    lock_balance: account?.lock_balance ?? "0",
    identity: identity ? { name: identity.name, card_id: identity.cardId, review_status: identity.reviewStatus, reject_reason: identity.rejectReason } : null,
    ledger: ledgerRows.map((row) => ({
      id: row.id,
      value: row.value,
      balance_after: row.balanceAfter,
      lock_value: row.lockValue,
      memo: names.memo(row.memo),
      created_at: row.createdAt.toISOString(),
    })),
    orders: orderRows.map(({ order, code }) => ({
      id: order.id,
      code,
      direction: order.direction,
      state: order.state,
      lots: order.lots,
      leverage: order.leverage,
      open_price: order.openPrice,
      close_price: order.closePrice,
      margin: order.margin,
      profit: order.profit,
      created_at: order.createdAt.toISOString(),
      closed_at: order.closedAt?.toISOString() ?? null,
    })),
    deposits: depositRows.map((row) => depositWire(row, operatorUploadUrl(row.proofUpload))),
    withdrawals: withdrawalRows.map((row) => withdrawWire(row, names.status(row.status as WithdrawStatus))),
    factors,
  };
}
