import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import type { WithdrawStatus } from "#domain/withdraw.ts";
import { backOffice as api } from "./back-office-client.ts";

export const fetchWithdrawals = (status: WithdrawStatus, page: number) => api.call(ROUTES.withdrawals, { status, page });

/** The paying approval carries the payout's reference; a first approval of a large withdrawal carries none. */
export const approveWithdrawal = (id: number, realNumber: string | null) => api.call(ROUTES.approveWithdrawal, realNumber ? { id, real_number: realNumber } : { id });

/** Returns the amount to the user's balance; the reason is shown to them. */
export const rejectWithdrawal = (id: number, reason: string) => api.call(ROUTES.rejectWithdrawal, { id, reason });
