/** The account actions: log in, register, demo account, password and logout. */
import type { AmendPasswordRequest, ForgetPasswordRequest, LoginRequest, LoginResponse, RegisterRequest } from "#domain/contract/accounts.ts";
import type { PasswordLoginAnswer } from "#domain/contract/factors.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { call } from "./client.ts";
import { endingOwnSession, replacingOwnSession } from "./session-events.ts";

/** Form submits block the screen until the server answers. */
const SUBMIT = { loading: true } as const;

/** A session, or the challenge a second factor's code is sent with. */
export function login(fields: LoginRequest): Promise<PasswordLoginAnswer> {
  return call(ACCOUNT_ROUTES.login, fields, SUBMIT);
}

export function register(fields: RegisterRequest): Promise<LoginResponse> {
  return call(ACCOUNT_ROUTES.register, fields, { ...SUBMIT, toastSuccess: true });
}

/** The same demo_id always opens the same demo account. */
export function createDemoAccount(demoId: string): Promise<LoginResponse> {
  return call(ACCOUNT_ROUTES.openDemo, { demo_id: demoId }, { loading: true });
}

/** The signed-in registered user's own demo account, the same on every device; the real session stays live on the server. */
export function openOwnDemo(): Promise<LoginResponse> {
  return call(ACCOUNT_ROUTES.openOwnDemo, {}, { loading: true });
}

/** A new token for the real session the own demo account was opened from; the server ends the demo session. */
export function backToReal(): Promise<LoginResponse> {
  return replacingOwnSession(ACCOUNT_ROUTES.backToReal.path, () => call(ACCOUNT_ROUTES.backToReal, {}, { loading: true }));
}

export async function forgetPassword(fields: ForgetPasswordRequest): Promise<void> {
  await call(ACCOUNT_ROUTES.forgetPassword, fields, { ...SUBMIT, toastSuccess: true });
}

/** A new password ends every session, this one included; the caller clears it here. `headers` carry a step-up. */
export function amendPassword(fields: AmendPasswordRequest, headers?: Record<string, string>): Promise<void> {
  return endingOwnSession(async () => {
    await call(ACCOUNT_ROUTES.amendPassword, fields, { ...SUBMIT, toastSuccess: true, headers });
  });
}

/** Revokes the session on the server; the caller clears it here whatever the answer. */
export function logout(): Promise<void> {
  return endingOwnSession(async () => {
    await call(ACCOUNT_ROUTES.logout, {}, { loading: true, silent: true });
  });
}
