import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { StepUpAnswer } from "#domain/contract/factors.ts";
import type { PasskeyCreationOptions, PasskeyRequestOptions, PasskeyView } from "#domain/contract/passkeys.ts";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { softAuthenticator, type Ceremony, type SoftAuthenticator } from "#tests/support/soft-authenticator.ts";
import { postForm, registerByEmail } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import { FACTOR_PASSWORD } from "./factors.ts";
import type { ServerAt } from "./test-server.ts";

/** The ceremony as a page of the server itself runs it: its own origin, the RP id of its host. */
export const ownPage = (server: ServerAt): Ceremony => ({ origin: server.baseUrl });

/** A form POST of a session with further headers (the step-up's), answered in English. */
export function postWith(server: ServerAt, path: string, fields: Record<string, string | number>, token: string, headers: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return server.call(path, { method: "POST", body, lang: "en", headers: { authorization: token, ...headers } });
}

export const addOptions = async (server: ServerAt, token: string, headers: Record<string, string> = {}) =>
  (await dataOf<PasskeyCreationOptions>(await postWith(server, "/api/factor/passkey_add_options", {}, token, headers))).options as PublicKeyCredentialCreationOptionsJSON;

export const addPasskey = (server: ServerAt, token: string, credential: object, name: string, headers: Record<string, string> = {}) =>
  postWith(server, "/api/factor/passkey_add", { credential: JSON.stringify(credential), name }, token, headers);

export const loginOptions = async (server: ServerAt, challenge?: string) =>
  (await dataOf<PasskeyRequestOptions>(await postForm(server, "/api/factor/passkey_login_options", challenge ? { challenge } : {}))).options as PublicKeyCredentialRequestOptionsJSON;

export const passkeyLogin = (server: ServerAt, credential: object, challenge?: string) =>
  postForm(server, "/api/factor/passkey_login", { credential: JSON.stringify(credential), ...(challenge ? { challenge } : {}) });

export const stepUpOptions = async (server: ServerAt, token: string) => (await dataOf<PasskeyRequestOptions>(await postForm(server, "/api/factor/passkey_step_up_options", {}, token))).options as PublicKeyCredentialRequestOptionsJSON;

export const passkeyStepUp = (server: ServerAt, token: string, credential: object) => postForm(server, "/api/factor/passkey_step_up", { credential: JSON.stringify(credential) }, token);

export interface PasskeyUser {
  email: string;
  token: string;
  device: SoftAuthenticator;
  passkey: PasskeyView;
}

/** A registered user who added one passkey (their first factor, so no step-up yet). */
export async function userWithPasskey(server: ServerAt, email: string, name = "Phone"): Promise<PasskeyUser> {
  const { token } = await registerByEmail(server, email, FACTOR_PASSWORD);
  const device = softAuthenticator();
  const credential = device.register(await addOptions(server, token), ownPage(server));
  return { email, token, device, passkey: await dataOf<PasskeyView>(await addPasskey(server, token, credential, name)) };
}

/** A session opened with the user's passkey alone. */
export async function loggedInWithPasskey(server: ServerAt, user: PasskeyUser): Promise<LoginResponse> {
  return dataOf<LoginResponse>(await passkeyLogin(server, user.device.assert(await loginOptions(server), ownPage(server))));
}

/** The step-up header of the user's session, answered by their passkey. */
export async function passkeyStepUpHeader(server: ServerAt, user: PasskeyUser, token = user.token): Promise<Record<string, string>> {
  const answer = await dataOf<StepUpAnswer>(await passkeyStepUp(server, token, user.device.assert(await stepUpOptions(server, token), ownPage(server))));
  return { "step-up": answer.token };
}
