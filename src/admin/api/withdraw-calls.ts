import type { Static } from "typebox";
import { BACK_OFFICE_API, type Paged, type ReviewReasonRequest } from "../../domain/contract/back-office.ts";
import type { WithdrawApproveRequest, WithdrawReview } from "../../domain/contract/back-office-withdraw.ts";
import type { WithdrawStatus } from "../../domain/withdraw.ts";
import { backOffice as api } from "./back-office-client.ts";

export type WithdrawReviewPage = Static<ReturnType<typeof Paged<typeof WithdrawReview>>>;

/** What an approval did: the first of two on a large withdrawal, or the payout. */
export interface WithdrawApproval {
  outcome: "first-approval" | "paid";
}

const WITHDRAWALS = `${BACK_OFFICE_API}/withdrawals`;

export const fetchWithdrawals = (status: WithdrawStatus, page: number) => api.call<WithdrawReviewPage>(WITHDRAWALS, { query: { status, page } });

/** The paying approval carries the payout's reference; a first approval of a large withdrawal carries none. */
export const approveWithdrawal = (id: number, realNumber: string | null) =>
  api.call<WithdrawApproval>(`${WITHDRAWALS}/${id}/approve`, { method: "POST", json: (realNumber ? { real_number: realNumber } : {}) satisfies WithdrawApproveRequest });

/** Returns the amount to the user's balance; the reason is shown to them. */
export const rejectWithdrawal = (id: number, reason: string) =>
  api.call<unknown>(`${WITHDRAWALS}/${id}/reject`, { method: "POST", json: { reason } satisfies ReviewReasonRequest });
