import { Type, type Static } from "typebox";
import { Id, Text } from "./fields.ts";

/**
 * Passkeys (WebAuthn): the browser's credential options the server hands out, and the
 * authenticator's answer sent back. The answer travels as one text field holding WebAuthn's JSON
 * form, so a form or a JSON body carries it alike; the server reads and checks it itself.
 */

/** A passkey's answer in WebAuthn's JSON form (a registration or an assertion): a few kilobytes at most. */
const credentialText = Text({ minLength: 2, maxLength: 16_384 });
/** What the user calls a passkey ("Work laptop"). */
export const PASSKEY_NAME_MAX = 64;
const passkeyName = Text({ minLength: 1, maxLength: PASSKEY_NAME_MAX });
const ticket = Text({ minLength: 1, maxLength: 64 });

/**
 * WebAuthn's options in their JSON form, written out whole (an empty schema serialises as
 * JSON.stringify does). The PWA hands them to the browser as they are, typed by its WebAuthn library.
 */
const webAuthnOptions = Type.Unsafe<object>({});

/** POST …/passkey_add_options: the options for navigator.credentials.create(). */
export const PasskeyCreationOptions = Type.Object({ options: webAuthnOptions });
export type PasskeyCreationOptions = Static<typeof PasskeyCreationOptions>;

/** The options for navigator.credentials.get(). */
export const PasskeyRequestOptions = Type.Object({ options: webAuthnOptions });
export type PasskeyRequestOptions = Static<typeof PasskeyRequestOptions>;

/** Body of …/passkey_add: the authenticator's registration and the name the user gave it. */
export const PasskeyAddRequest = Type.Object({ credential: credentialText, name: passkeyName });
export type PasskeyAddRequest = Static<typeof PasskeyAddRequest>;

/** Body of the calls answered by an assertion (step-up, the log-in with a passkey alone). */
export const PasskeyAssertion = Type.Object({ credential: credentialText });
export type PasskeyAssertion = Static<typeof PasskeyAssertion>;

/** Body of POST /api/factor/passkey_login_options: with the challenge of a right password, the options name that user's passkeys. */
export const PasskeyLoginOptionsRequest = Type.Object({ challenge: Type.Optional(ticket) });
export type PasskeyLoginOptionsRequest = Static<typeof PasskeyLoginOptionsRequest>;

/** Body of POST /api/factor/passkey_login: an assertion, and the password's challenge when it answers one. */
export const PasskeyLoginRequest = Type.Object({ credential: credentialText, challenge: Type.Optional(ticket) });
export type PasskeyLoginRequest = Static<typeof PasskeyLoginRequest>;

/** One of the caller's passkeys as the security page lists it; times in epoch milliseconds. */
export const PasskeyView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.Integer(),
  last_used_at: Type.Union([Type.Integer(), Type.Null()]),
});
export type PasskeyView = Static<typeof PasskeyView>;

export const PasskeyList = Type.Array(PasskeyView);
export type PasskeyList = Static<typeof PasskeyList>;

export const PasskeyRename = Type.Object({ id: Id(), name: passkeyName });
export type PasskeyRename = Static<typeof PasskeyRename>;

export const PasskeyRemove = Type.Object({ id: Id() });
export type PasskeyRemove = Static<typeof PasskeyRemove>;
