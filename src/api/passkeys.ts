/** The user's passkeys: the browser's WebAuthn ceremonies around the server's options and checks. */
import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { STEP_UP_HEADER } from "#domain/contract/factors.ts";
import type { PasskeyList, PasskeyView } from "#domain/contract/passkeys.ts";
import { PASSKEY_ROUTES } from "#domain/contract/routes/passkeys.ts";
import { pushToast } from "#state/toasts.ts";
import { call } from "./client.ts";

const SUBMIT = { loading: true } as const;

/** The user closed the browser's passkey prompt, or the device had none for this site. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

/** Runs the browser's part; when it gives no answer the user hears why once, and the caller stops. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    pushToast(i18n._(msg`No passkey was used. Try again, or use another way.`), "error");
    throw new PasskeyCancelled();
  }
}

export function listPasskeys(): Promise<PasskeyList> {
  return call(PASSKEY_ROUTES.list, {}, { silent: true });
}

/** Makes a new passkey on this device and keeps it under `name`; `headers` carry a step-up when a factor is on. */
export async function addPasskey(name: string, headers: Record<string, string>): Promise<PasskeyView> {
  const { options } = await call(PASSKEY_ROUTES.addOptions, {}, { ...SUBMIT, headers });
  const credential = await ceremony(() => startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }));
  return call(PASSKEY_ROUTES.add, { credential: JSON.stringify(credential), name }, { ...SUBMIT, headers, toastSuccess: true });
}

export async function renamePasskey(id: number, name: string): Promise<void> {
  await call(PASSKEY_ROUTES.rename, { id, name }, { ...SUBMIT, toastSuccess: true });
}

export async function removePasskey(id: number, headers: Record<string, string>): Promise<void> {
  await call(PASSKEY_ROUTES.remove, { id }, { ...SUBMIT, headers, toastSuccess: true });
}

const signed = (options: object) => ceremony(() => startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }));

/** The session a passkey opens: alone (the browser offers this site's passkeys), or after a right password's `challenge`. */
export async function passkeyLogin(challenge?: string): Promise<LoginResponse> {
  const { options } = await call(PASSKEY_ROUTES.loginOptions, challenge ? { challenge } : {}, SUBMIT);
  const credential = await signed(options);
  return call(PASSKEY_ROUTES.login, { credential: JSON.stringify(credential), ...(challenge ? { challenge } : {}) }, SUBMIT);
}

/** The headers a sensitive call carries after the user confirmed with a passkey. */
export async function passkeyStepUpHeaders(): Promise<Record<string, string>> {
  const { options } = await call(PASSKEY_ROUTES.stepUpOptions, {}, SUBMIT);
  const { token } = await call(PASSKEY_ROUTES.stepUp, { credential: JSON.stringify(await signed(options)) }, SUBMIT);
  return { [STEP_UP_HEADER]: token };
}
