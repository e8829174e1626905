import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import type { DepositStatus } from "#domain/funds.ts";
import { backOffice as api } from "./back-office-client.ts";

export const fetchDeposits = (status: DepositStatus, page: number) => api.call(ROUTES.deposits, { status, page });

/** Credits amount × the current USD price of the deposit's channel or bank. */
export const approveDeposit = (id: number) => api.call(ROUTES.approveDeposit, { id });

export const rejectDeposit = (id: number, remark: string) => api.call(ROUTES.rejectDeposit, { id, remark });

export const invalidateDeposit = (id: number, remark: string | null) => api.call(ROUTES.invalidateDeposit, remark ? { id, remark } : { id });
