import { BACK_OFFICE_API, type ReviewReasonRequest } from "../../domain/contract/back-office.ts";
import type { WithdrawApproveRequest, WithdrawDecided, WithdrawReviewPage } from "../../domain/contract/back-office-withdraw.ts";
import type { WithdrawStatus } from "../../domain/withdraw.ts";
import { backOffice as api } from "./back-office-client.ts";

const WITHDRAWALS = `${BACK_OFFICE_API}/withdrawals`;

export const fetchWithdrawals = (status: WithdrawStatus, page: number) => api.call<WithdrawReviewPage>(WITHDRAWALS, { query: { status, page } });

/** The paying approval carries the payout's reference; a first approval of a large withdrawal carries none. */
export const approveWithdrawal = (id: number, realNumber: string | null) =>
  api.call<WithdrawDecided>(`${WITHDRAWALS}/${id}/approve`, { method: "POST", json: (realNumber ? { real_number: realNumber } : {}) satisfies WithdrawApproveRequest });

/** Returns the amount to the user's balance; the reason is shown to them. */
export const rejectWithdrawal = (id: number, reason: string) =>
  api.call<WithdrawDecided>(`${WITHDRAWALS}/${id}/reject`, { method: "POST", json: { reason } satisfies ReviewReasonRequest });
