import type { OperatorLoginRequest } from "#domain/contract/back-office.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import type { ReviewStatus } from "#domain/identity.ts";
import { backOffice as api } from "./back-office-client.ts";

export const login = (body: OperatorLoginRequest) => api.call(ROUTES.login, body);

export const logout = () => api.call(ROUTES.logout, {});

export const fetchOperator = () => api.call(ROUTES.me, {});

export const fetchQueueCounts = () => api.call(ROUTES.queues, {});

export const fetchIdentities = (status: ReviewStatus, page: number) => api.call(ROUTES.identities, { status, page });

export const approveIdentity = (userId: number) => api.call(ROUTES.approveIdentity, { userId });

export const rejectIdentity = (userId: number, reason: string) => api.call(ROUTES.rejectIdentity, { userId, reason });

export const fetchAudit = (page: number) => api.call(ROUTES.audit, { page });

/** An uploaded picture (an ID side, a deposit's proof): its url is under /admin/api/uploads/ and needs the operator's authorization header. */
export const fetchUpload = (url: string, signal: AbortSignal) => api.blob(url, signal);
