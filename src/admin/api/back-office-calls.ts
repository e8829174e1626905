import {
  BACK_OFFICE_API,
  type AuditPage,
  type IdentityPage,
  type Operator,
  type OperatorLoginRequest,
  type OperatorLoginResponse,
  type QueueCounts,
  type ReviewReasonRequest,
} from "../../domain/contract/back-office.ts";
import type { ReviewStatus } from "../../domain/identity.ts";
import { backOffice as api } from "./back-office-client.ts";

export const login = (body: OperatorLoginRequest) =>
  api.call<OperatorLoginResponse>(`${BACK_OFFICE_API}/login`, { method: "POST", json: body });

export const logout = () => api.call<unknown>(`${BACK_OFFICE_API}/logout`, { method: "POST" });

export const fetchOperator = () => api.call<Operator>(`${BACK_OFFICE_API}/me`);

export const fetchQueueCounts = () => api.call<QueueCounts>(`${BACK_OFFICE_API}/queues`);

export const fetchIdentities = (status: ReviewStatus, page: number) =>
  api.call<IdentityPage>(`${BACK_OFFICE_API}/identities`, { query: { status, page } });

export const approveIdentity = (userId: number) =>
  api.call<unknown>(`${BACK_OFFICE_API}/identities/${userId}/approve`, { method: "POST" });

export const rejectIdentity = (userId: number, reason: string) =>
  api.call<unknown>(`${BACK_OFFICE_API}/identities/${userId}/reject`, {
    method: "POST",
    json: { reason } satisfies ReviewReasonRequest,
  });

export const fetchAudit = (page: number) => api.call<AuditPage>(`${BACK_OFFICE_API}/audit`, { query: { page } });

/** An uploaded picture (an ID side, a deposit's proof): its url is under /admin/api/uploads/ and needs the operator's authorization header. */
export const fetchUpload = (url: string, signal: AbortSignal) => api.blob(url, signal);
