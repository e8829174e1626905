/** The operator's own passkeys: the browser's WebAuthn ceremonies around the back office's options and checks. */
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { OperatorLoginResponse } from "#domain/contract/back-office.ts";
import type { PasskeyView } from "#domain/contract/passkeys.ts";
import { BACK_OFFICE_ROUTES as ROUTES } from "#domain/contract/routes/back-office.ts";
import { backOffice as api } from "./back-office-client.ts";

/** The operator closed the browser's passkey prompt, or the device had no passkey for this site. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

const cancelled = (): never => {
  throw new PasskeyCancelled();
};

export const fetchPasskeys = () => api.call(ROUTES.passkeys, {});

/** Makes a new passkey on this device and keeps it under `name`, the operator's password typed again first. */
export async function addPasskey(name: string, password: string): Promise<PasskeyView> {
  const { options } = await api.call(ROUTES.passkeyAddOptions, { password });
  const credential = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }).catch(cancelled);
  return api.call(ROUTES.passkeyAdd, { credential: JSON.stringify(credential), name });
}

export const renamePasskey = (id: number, name: string) => api.call(ROUTES.passkeyRename, { id, name });

export const removePasskey = (id: number, password: string) => api.call(ROUTES.passkeyRemove, { id, password });

/** The session a passkey opens: alone (options naming none, so the browser offers this site's), or the options a right password answered with. */
export async function passkeyLogin(options?: object): Promise<OperatorLoginResponse> {
  const asked = options ?? (await api.call(ROUTES.passkeyLoginOptions, {})).options;
  const credential = await startAuthentication({ optionsJSON: asked as PublicKeyCredentialRequestOptionsJSON }).catch(cancelled);
  return api.call(ROUTES.passkeyLogin, { credential: JSON.stringify(credential) });
}
