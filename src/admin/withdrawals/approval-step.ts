import type { WithdrawReview } from "#domain/contract/back-office-withdraw.ts";
import { WITHDRAW_SECOND_APPROVAL, WITHDRAW_WAITING } from "#domain/withdraw.ts";

/**
 * What an approval by this operator would do: give the first of two approvals (a large withdrawal
 * nobody approved yet), pay it out, or nothing because they gave the first approval themselves
 * (the server refuses the same operator twice). Null once the withdrawal is decided.
 */
export type ApprovalStep = "first" | "pay" | "other-operator";

export function approvalStep(withdrawal: Pick<WithdrawReview, "status" | "needs_two" | "first_approved_by">, operatorLogin: string): ApprovalStep | null {
  if (withdrawal.status === WITHDRAW_WAITING) return withdrawal.needs_two ? "first" : "pay";
  if (withdrawal.status !== WITHDRAW_SECOND_APPROVAL) return null;
  return withdrawal.first_approved_by === operatorLogin ? "other-operator" : "pay";
}
