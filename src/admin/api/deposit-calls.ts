import { BACK_OFFICE_API } from "../../domain/contract/back-office.ts";
import type { DepositRemarkRequest, DepositReviewPage } from "../../domain/contract/back-office-funds.ts";
import type { DepositStatus } from "../../domain/funds.ts";
import { backOffice as api } from "./back-office-client.ts";

const DEPOSITS = `${BACK_OFFICE_API}/deposits`;

export const fetchDeposits = (status: DepositStatus, page: number) => api.call<DepositReviewPage>(DEPOSITS, { query: { status, page } });

/** Credits amount × the current USD price of the deposit's channel or bank. */
export const approveDeposit = (id: number) => api.call<unknown>(`${DEPOSITS}/${id}/approve`, { method: "POST" });

export const rejectDeposit = (id: number, remark: string) =>
  api.call<unknown>(`${DEPOSITS}/${id}/reject`, { method: "POST", json: { remark } satisfies DepositRemarkRequest });

export const invalidateDeposit = (id: number, remark: string | null) =>
  api.call<unknown>(`${DEPOSITS}/${id}/invalid`, { method: "POST", json: (remark ? { remark } : {}) satisfies DepositRemarkRequest });
