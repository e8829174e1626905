import type { AmendPasswordRequest, ForgetPasswordRequest, InviteInfo, LoginRequest, LoginResponse, RegisterRequest, User } from "../domain/contract/accounts.ts";
import { ACCOUNT_ROUTES } from "../domain/contract/routes/accounts.ts";
import { call, type RequestOptions } from "./client.ts";
import { endingOwnSession } from "./session-events.ts";

/** Form submits block the screen until the server answers (SPEC §9). */
const SUBMIT = { loading: true } as const;

export function login(fields: LoginRequest): Promise<LoginResponse> {
  return call(ACCOUNT_ROUTES.login, fields, SUBMIT);
}

export function register(fields: RegisterRequest): Promise<LoginResponse> {
  return call(ACCOUNT_ROUTES.register, fields, { ...SUBMIT, toastSuccess: true });
}

/** The same demo_id always opens the same demo account. */
export function createDemoAccount(demoId: string): Promise<LoginResponse> {
  return call(ACCOUNT_ROUTES.openDemo, { demo_id: demoId }, { loading: true });
}

/** The user's invite code and how many people registered with it (real accounts). */
export function inviteInfo(options: Pick<RequestOptions, "signal"> = {}): Promise<InviteInfo> {
  return call(ACCOUNT_ROUTES.inviteInfo, {}, options);
}

export function userInfo(options: Pick<RequestOptions, "signal" | "silent" | "initial"> = {}): Promise<User> {
  return call(ACCOUNT_ROUTES.info, {}, options);
}

export async function forgetPassword(fields: ForgetPasswordRequest): Promise<void> {
  await call(ACCOUNT_ROUTES.forgetPassword, fields, { ...SUBMIT, toastSuccess: true });
}

/** A new password ends every session, this one included; the caller clears it here. */
export function amendPassword(fields: AmendPasswordRequest): Promise<void> {
  return endingOwnSession(async () => {
    await call(ACCOUNT_ROUTES.amendPassword, fields, { ...SUBMIT, toastSuccess: true });
  });
}

/** Revokes the session on the server; the caller clears it here whatever the answer. */
export function logout(): Promise<void> {
  return endingOwnSession(async () => {
    await call(ACCOUNT_ROUTES.logout, {}, { loading: true, silent: true });
  });
}
