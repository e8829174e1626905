import { RECOVERY_CODE_COUNT } from "#domain/contract/factors.ts";
import { randomString, sha256Hex } from "../platform/secrets.ts";

/** Crockford's base32 without the letters read as digits: 16 of them are 80 random bits. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 16;

/** Ten new codes as the user writes them down: four groups of four. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => randomString(ALPHABET, LENGTH).replace(/(.{4})(?!$)/g, "$1-"));
}

/** The code as typed (any case, with or without dashes and spaces), or null when it cannot be one. */
export function recoveryCodeOf(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/**
 * What is stored of a code. 80 random bits leave nothing for a slow hash to protect: no guess
 * list helps, and a fast hash lets the log-in find a code by its hash in one indexed read.
 */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.replace(/-/g, ""));
}
