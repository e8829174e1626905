/** The second factor's actions: turn the authenticator app on and off, finish a log-in with a code, step up. */
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { STEP_UP_HEADER, type RecoveryCodes, type TotpSetup } from "#domain/contract/factors.ts";
import { FACTOR_ROUTES } from "#domain/contract/routes/factors.ts";
import { call } from "./client.ts";

/** Form submits block the screen until the server answers. */
const SUBMIT = { loading: true } as const;

export function beginTotp(): Promise<TotpSetup> {
  return call(FACTOR_ROUTES.totpBegin, {}, SUBMIT);
}

export function confirmTotp(code: string): Promise<RecoveryCodes> {
  return call(FACTOR_ROUTES.totpConfirm, { code }, { ...SUBMIT, toastSuccess: true });
}

export async function turnOffTotp(code: string): Promise<void> {
  await call(FACTOR_ROUTES.totpOff, { code }, { ...SUBMIT, toastSuccess: true });
}

/** The session a right password and then a right code open. */
export function factorLogin(challenge: string, code: string): Promise<LoginResponse> {
  return call(FACTOR_ROUTES.login, { challenge, code }, SUBMIT);
}

/** The headers a sensitive call carries after the user gave their code again. */
export async function stepUpHeaders(code: string): Promise<Record<string, string>> {
  const { token } = await call(FACTOR_ROUTES.stepUp, { code }, SUBMIT);
  return { [STEP_UP_HEADER]: token };
}
