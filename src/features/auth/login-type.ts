import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, type AccountType } from "../../domain/account.ts";

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
