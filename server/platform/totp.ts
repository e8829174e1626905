import { Secret, TOTP } from "otpauth";

const PERIOD_S = 30;
/** The name an authenticator app shows above the operators' codes. */
const OPERATOR_ISSUER = "Pipwise back office";

/** A new base32 secret for an authenticator app (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, login: string, issuer = OPERATOR_ISSUER): TOTP {
  return new TOTP({ issuer, label: login, algorithm: "SHA1", digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app scans (or takes pasted) to add the operator, or a user under `issuer`. */
export function totpUri(secret: string, login: string, issuer?: string): string {
  return totpOf(secret, login, issuer).toString();
}

/**
 * The time step `code` belongs to when it is valid at `now` (one step of clock drift either way),
 * or null. The caller stores the step so one code cannot be used twice.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret, "").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code an authenticator shows at `now` (the command line and the tests). */
export function totpCode(secret: string, now: number): string {
  return totpOf(secret, "").generate({ timestamp: now });
}
