import { hash, verify, type Options } from "@node-rs/argon2";
import type { MessageDescriptor } from "@lingui/core";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/account.ts";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import type { Values } from "../i18n/translator.ts";
import { weakPasswordReason } from "./password-strength.ts";

/** Algorithm.Argon2id, a const enum that isolated modules cannot import. */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored`. Without a stored hash (no such account, or a demo) the
 * password is checked against a decoy anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword("decoy password that no account has");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

export interface PasswordProblem {
  descriptor: MessageDescriptor;
  values?: Values;
}

/** Why `password` may not be used, or null. Length counts characters, not bytes. */
export function passwordProblem(password: string, account?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return { descriptor: ACCOUNT_MESSAGES.passwordLength, values: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  const weak = weakPasswordReason(password, account);
  return weak ? { descriptor: weak } : null;
}
