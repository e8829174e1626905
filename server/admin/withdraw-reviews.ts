import { and, asc, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { WithdrawOutcome, WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import { dec } from "#domain/decimal.ts";
import { WITHDRAW_PAID, WITHDRAW_REJECTED, WITHDRAW_SECOND_APPROVAL, WITHDRAW_WAITING, type WithdrawStatus } from "#domain/withdraw.ts";
import { post, type AccountTx } from "../engine/account-tx.ts";
import { trimZeros } from "../funds/deposit-wire.ts";
import { withdrawWire } from "../funds/withdrawals.ts";
import { WITHDRAW_MESSAGES } from "../i18n/withdraw-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { operators, users, withdrawals } from "../store/schema.ts";
import { PAGE_SIZE, writeAudit } from "./audit-log.ts";
import type { WithAccount } from "./deposit-reviews.ts";

export type WithdrawDecision = { approve: true; realNumber: string | null } | { approve: false; reason: string };

export interface DecidedWithdrawal {
  outcome: WithdrawOutcome;
  row: typeof withdrawals.$inferSelect;
}

const firstApprover = alias(operators, "first_approver");
const finalReviewer = alias(operators, "final_reviewer");
const OPEN = [WITHDRAW_WAITING, WITHDRAW_SECOND_APPROVAL];

/**
 * The operators' side of withdrawals. Above `secondApprovalAbove` USD two different operators must
 * approve; the second (or the only) approval records the payout reference and releases the locked
 * amount; a refusal returns it to the balance. Every decision runs under the user's account lock,
 * reads the withdrawal there and updates it on the condition of the status it read, with its
 * ledger row and audit line in the same transaction: exactly once, whoever decides at the same time.
 */
export function createWithdrawReviews(db: Db, withAccount: WithAccount, secondApprovalAbove: number) {
  async function find(tx: Db, id: number) {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!row) throw new DomainError("not-found", WITHDRAW_MESSAGES.withdrawalNotFound, { id });
    return row;
  }

  async function settle(tx: Db, id: number, from: number, change: Partial<typeof withdrawals.$inferInsert>) {
    const [after] = await tx.update(withdrawals).set(change).where(and(eq(withdrawals.id, id), eq(withdrawals.status, from))).returning();
    if (!after) throw new DomainError("conflict", WITHDRAW_MESSAGES.withdrawalNotWaiting);
    return after;
  }

  async function approve(tx: AccountTx, operatorId: number, before: typeof withdrawals.$inferSelect, realNumber: string | null, at: Date): Promise<DecidedWithdrawal> {
    const needsTwo = dec(before.number).gt(secondApprovalAbove);
    if (before.status === WITHDRAW_WAITING && needsTwo) {
      const after = await settle(tx.db, before.id, WITHDRAW_WAITING, { status: WITHDRAW_SECOND_APPROVAL, firstApprovedBy: operatorId, firstApprovedAt: at });
      return { outcome: "first-approval", row: after };
    }
    if (before.firstApprovedBy === operatorId) throw new DomainError("forbidden", WITHDRAW_MESSAGES.secondOperatorRequired);
    if (!realNumber) throw new DomainError("invalid", WITHDRAW_MESSAGES.payoutReferenceRequired);
    const after = await settle(tx.db, before.id, before.status, { status: WITHDRAW_PAID, realNumber, reviewedBy: operatorId, reviewedAt: at });
    await post(tx, { value: dec(0), lockValue: dec(before.number).neg(), memo: "withdraw_paid", at });
    return { outcome: "paid", row: after };
  }

  async function reject(tx: AccountTx, operatorId: number, before: typeof withdrawals.$inferSelect, reason: string, at: Date): Promise<DecidedWithdrawal> {
    const after = await settle(tx.db, before.id, before.status, { status: WITHDRAW_REJECTED, rejectReason: reason, reviewedBy: operatorId, reviewedAt: at });
    await post(tx, { value: dec(before.number), lockValue: dec(before.number).neg(), memo: "withdraw_returned", at });
    return { outcome: "rejected", row: after };
  }

  const ACTIONS = {
    "first-approval": AUDIT_ACTIONS.withdrawFirstApprove,
    paid: AUDIT_ACTIONS.withdrawApprove,
    rejected: AUDIT_ACTIONS.withdrawReject,
  } as const;

  return {
    /**
     * The badge of the Withdrawals queue: the withdrawals its default Waiting list shows, each of
     * which any operator may approve (first approval or payout) or refuse. One approved once waits
     * under "Second approval due" instead, and its first approver cannot act on it again.
     */
    async waiting(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, WITHDRAW_WAITING));
      return row?.n ?? 0;
    },

    async page(status: WithdrawStatus, page: number, statusName: (status: WithdrawStatus) => string): Promise<{ data: WithdrawReview[]; total: number }> {
      const rows = await db
        .select({ row: withdrawals, uid: users.uid, email: users.email, mobile: users.mobile, first: firstApprover.login, final: finalReviewer.login })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
        .leftJoin(finalReviewer, eq(finalReviewer.id, withdrawals.reviewedBy))
        .where(eq(withdrawals.status, status))
        .orderBy(OPEN.includes(status) ? asc(withdrawals.id) : desc(withdrawals.reviewedAt))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.status, status));
      const data = rows.map(({ row, uid, email, mobile, first, final }): WithdrawReview => ({
        ...withdrawWire(row, statusName(row.status as WithdrawStatus)),
        user_id: row.userId,
        uid,
        email,
        mobile,
        payee_name: row.payeeName,
        bank_swift: row.bankSwift,
        usd_price: trimZeros(row.usdPrice),
        needs_two: dec(row.number).gt(secondApprovalAbove),
        first_approved_by: first,
        reviewed_by: final,
        reviewed_at: row.reviewedAt?.toISOString() ?? null,
      }));
      return { data, total: total?.n ?? 0 };
    },

    async decide(operatorId: number, id: number, decision: WithdrawDecision, now: Date): Promise<DecidedWithdrawal> {
      const { userId } = await find(db, id);
      return withAccount(userId, async (tx) => {
        const before = await find(tx.db, id);
        if (!OPEN.includes(before.status)) throw new DomainError("conflict", WITHDRAW_MESSAGES.withdrawalNotWaiting);
        const decided = decision.approve ? await approve(tx, operatorId, before, decision.realNumber, now) : await reject(tx, operatorId, before, decision.reason, now);
        await writeAudit(
          tx.db,
          {
            operatorId,
            action: ACTIONS[decided.outcome],
            recordType: "withdrawal",
            recordId: String(id),
            before: { status: before.status, number: before.number, currency_code: before.currencyCode, address: before.address },
            after: { status: decided.row.status, real_number: decided.row.realNumber, reject_reason: decided.row.rejectReason },
            reason: decided.row.rejectReason,
          },
          now,
        );
        return decided;
      });
    },
  };
}

export type WithdrawReviews = ReturnType<typeof createWithdrawReviews>;
