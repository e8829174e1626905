import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { ACCOUNT_EMAIL, type AccountType } from "#domain/account.ts";
import type { AreaCode } from "#domain/contract/accounts.ts";
import type { CodeDestination } from "#api/notify.ts";

/** What the e-mail / mobile tabs of register and forgot hold. */
export interface AccountEntry {
  type: AccountType;
  email: string;
  mobile: string;
}

export const EMPTY_ENTRY: AccountEntry = { type: ACCOUNT_EMAIL, email: "", mobile: "" };

/** The entry as it counts: a mobile tab left over from before the setting loaded falls back to e-mail. */
export function allowedEntry(entry: AccountEntry, mobileAllowed: boolean): AccountEntry {
  return mobileAllowed || entry.type === ACCOUNT_EMAIL ? entry : { ...entry, type: ACCOUNT_EMAIL };
}

/** The shape of an address worth sending; the server decides whether it exists. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function entryProblem(entry: AccountEntry): MessageDescriptor | null {
  if (entry.type === ACCOUNT_EMAIL) {
    if (!entry.email.trim()) return msg`Please enter your e-mail address`;
    return EMAIL.test(entry.email.trim()) ? null : msg`Please enter a valid e-mail address`;
  }
  const digits = entry.mobile.replace(/\D/g, "");
  if (!digits) return msg`Please enter your phone number`;
  return digits.length >= 4 && digits.length <= 15 ? null : msg`Please enter a valid phone number`;
}

/** Where a code goes; null while the entry is not a usable address yet. */
export function entryDestination(entry: AccountEntry, area: AreaCode | undefined): CodeDestination | null {
  if (entryProblem(entry)) return null;
  if (entry.type === ACCOUNT_EMAIL) return { type: ACCOUNT_EMAIL, to: entry.email.trim() };
  return area ? { type: entry.type, to: entry.mobile.replace(/\D/g, ""), area_id: area.id } : null;
}
