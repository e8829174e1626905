import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most used passwords from leaked-password corpora, ranked, as maintained by zxcvbn-ts.
 * The top 10,000 are refused; shorter ones are already refused by the length rule.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

const common = new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT).map((word) => word.toLowerCase()));

/** Case does not make a common password safe: "Password1" is as guessable as "password1". */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
