import type { OperatorLoginRequest } from "#domain/contract/back-office.ts";

export type LoginForm = Required<OperatorLoginRequest>;
export type LoginField = keyof LoginForm;

export const EMPTY_LOGIN: LoginForm = { login: "", password: "", totp: "" };

/** Authenticator apps show the code as "123 456": keep the digits, at most six. */
export function totpDigits(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, 6);
}

/** Fields the server would refuse, checked before sending so a slip does not spend one of the limited tries. */
export function loginProblems(form: LoginForm): LoginField[] {
  const problems: LoginField[] = [];
  if (!form.login.trim()) problems.push("login");
  if (!form.password) problems.push("password");
  // An operator with a passkey leaves the code out: the passkey is asked for next.
  if (form.totp !== "" && !/^[0-9]{6}$/.test(form.totp)) problems.push("totp");
  return problems;
}

export function loginRequest(form: LoginForm): OperatorLoginRequest {
  return { login: form.login.trim(), password: form.password, ...(form.totp ? { totp: form.totp } : {}) };
}
