import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import { PASSKEY_CHALLENGE_MS } from "./passkey-challenges.ts";
import type { PasskeyRow } from "./passkey-rows.ts";

/** The name a browser shows when it asks for a passkey of this site. */
const RP_NAME = "Pipwise";

/**
 * Who the passkeys belong to and where they may be used: the relying party id (the site's
 * registrable host) and the origins whose pages may answer (the site's own, the desktop site's and
 * further site origins, as for the socket: decision 0026).
 */
export interface RelyingParty {
  id: string;
  origins: readonly string[];
}

/** A credential as the browser's WebAuthn JSON describes it, read from the text a call carries; null when it is not one. */
function credentialJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

export const credentialIdOf = (text: string): string | null => {
  const id = credentialJson<{ id?: unknown }>(text)?.id;
  return typeof id === "string" && id.length > 0 && id.length <= 1024 ? id : null;
};

/** The challenge's bytes: the options carry them as the same base64url text the browser signs and the challenge repo stores. */
const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, "base64url"));

const allow = (rows: readonly PasskeyRow[]) =>
  rows.map((row) => ({ id: row.credentialId, transports: row.transports ? (row.transports.split(",") as AuthenticatorTransport[]) : undefined }));

export function creationOptions(rp: RelyingParty, challenge: string, userName: string, existing: readonly PasskeyRow[]): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName,
    challenge: challengeBytes(challenge),
    timeout: PASSKEY_CHALLENGE_MS,
    attestationType: "none",
    excludeCredentials: allow(existing),
    // A discoverable credential, so the log-in with a passkey alone can find it; always verified by the device.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

export function requestOptions(rp: RelyingParty, challenge: string, allowed: readonly PasskeyRow[]): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({ rpID: rp.id, challenge: challengeBytes(challenge), timeout: PASSKEY_CHALLENGE_MS, allowCredentials: allow(allowed), userVerification: "required" });
}

/** The credential a registration's answer proves, or null when anything about it is wrong (any origin, RP id, challenge, missing verification). */
export async function verifiedRegistration(rp: RelyingParty, text: string, challengeIsLive: (challenge: string) => Promise<boolean>): Promise<WebAuthnCredential | null> {
  const response = credentialJson<RegistrationResponseJSON>(text);
  if (!response) return null;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challengeIsLive,
      expectedOrigin: [...rp.origins],
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    return verified.verified ? verified.registrationInfo.credential : null;
  } catch {
    return null;
  }
}

/** The assertion's new signature counter, or null when it is not a right answer of `row`'s key to a live challenge. */
export async function verifiedAssertion(rp: RelyingParty, text: string, row: PasskeyRow, challengeIsLive: (challenge: string) => Promise<boolean>): Promise<number | null> {
  const response = credentialJson<AuthenticationResponseJSON>(text);
  if (!response) return null;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeIsLive,
      expectedOrigin: [...rp.origins],
      expectedRPID: rp.id,
      // A counter that does not rise past the stored one (a copied key) is refused here.
      credential: { id: row.credentialId, publicKey: Buffer.from(row.publicKey, "base64url"), counter: row.counter },
      requireUserVerification: true,
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
