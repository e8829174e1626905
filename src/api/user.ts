import type { AmendPasswordRequest, DemoAccountQuery, ForgetPasswordRequest, LoginRequest, LoginResponse, RegisterRequest } from "../domain/contract/accounts.ts";
import { formFields } from "./form-fields.ts";
import { request } from "./client.ts";
import { endingOwnSession } from "./session-events.ts";

/** Form submits block the screen until the server answers. */
const SUBMIT = { method: "POST", loading: true } as const;

export function login(fields: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>("/api/user/loginForU", { ...SUBMIT, body: formFields(fields) });
}

export function register(fields: RegisterRequest): Promise<LoginResponse> {
  return request<LoginResponse>("/api/user/register", { ...SUBMIT, body: formFields(fields), toastSuccess: true });
}

/** The same demo_id always opens the same demo account. */
export function createDemoAccount(demoId: string): Promise<LoginResponse> {
  return request<LoginResponse>("/api/user/createAccountDemoForU", {
    query: { demo_id: demoId } satisfies DemoAccountQuery,
    loading: true,
  });
}

export function forgetPassword(fields: ForgetPasswordRequest): Promise<void> {
  return request<void>("/api/user/forget_password", { ...SUBMIT, body: formFields(fields), toastSuccess: true });
}

/** A new password ends every session, this one included; the caller clears it here. */
export function amendPassword(fields: AmendPasswordRequest): Promise<void> {
  return endingOwnSession(() => request<void>("/api/user/amend_password", { ...SUBMIT, body: formFields(fields), toastSuccess: true }));
}

/** Revokes the session on the server; the caller clears it here whatever the answer. */
export function logout(): Promise<void> {
  return endingOwnSession(() => request<void>("/api/user/logout", { method: "POST", loading: true, silent: true }));
}
