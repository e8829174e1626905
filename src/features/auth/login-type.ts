import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type AccountType } from "#domain/account.ts";
import { EMAIL } from "./account-entry.ts";

/** One box takes an e-mail or a phone number: an "@" makes it an e-mail, anything else a phone. */
export function loginTypeOf(account: string): AccountType {
  return account.includes("@") ? ACCOUNT_EMAIL : ACCOUNT_MOBILE;
}

/** What is sent as `account`: e-mails trimmed, phone numbers reduced to their digits. */
export function normalizeAccount(account: string): string {
  const trimmed = account.trim();
  return loginTypeOf(trimmed) === ACCOUNT_EMAIL ? trimmed : trimmed.replace(/[\s().-]/g, "");
}

/** Whether the area picker belongs in front of the box: only once it holds the start of a number. */
export function looksLikePhone(account: string): boolean {
  return /^[\d\s().-]+$/.test(account.trim());
}

/** A number as typed, with or without its "+" country prefix, of a length phone numbers have. */
function isPhoneNumber(account: string): boolean {
  const digits = account.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(account) && digits >= 4 && digits <= 15;
}

/**
 * What is wrong with the login box before anything is sent. A name that is neither an address nor
 * a number gets a message about this box, not the server's one about the area code (which this
 * page only shows once a number is being typed).
 */
export function loginAccountProblem(account: string): MessageDescriptor | null {
  const trimmed = account.trim();
  if (!trimmed) return msg`Please enter your e-mail or phone number`;
  const valid = loginTypeOf(trimmed) === ACCOUNT_EMAIL ? EMAIL.test(trimmed) : isPhoneNumber(trimmed);
  return valid ? null : msg`Enter an e-mail address or a mobile number`;
}
