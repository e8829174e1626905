import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { PASSWORD_MAX, PASSWORD_MIN } from "#domain/account.ts";
import { ACCOUNT_REFUSALS } from "#domain/messages/account-refusals.ts";

/**
 * The same bounds the server applies, checked first so a typo is caught without a round trip;
 * the server still decides (it also refuses passwords that are easy to guess).
 */
export function passwordProblem(password: string): MessageDescriptor | null {
  if (!password) return msg`Please enter your password`;
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return { ...ACCOUNT_REFUSALS.passwordLength, values: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  return null;
}

/** Both fields are required and must match. */
export function repeatProblem(password: string, repeat: string): MessageDescriptor | null {
  if (!repeat) return msg`Please enter the password again`;
  return password === repeat ? null : msg`Passwords differ`;
}

export function codeProblem(code: string): MessageDescriptor | null {
  return code.trim() ? null : msg`Please enter the verification code`;
}
