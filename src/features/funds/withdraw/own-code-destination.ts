import type { CodeDestination } from "#api/notify.ts";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE } from "#domain/account.ts";
import type { User } from "#domain/contract/accounts.ts";

/**
 * Where a withdrawal's code goes: the e-mail or mobile the user signed up with, never one typed
 * here, so that a stolen session alone cannot move money out.
 */
export function ownCodeDestination(user: Pick<User, "email" | "mobile" | "area_id">): CodeDestination | null {
  if (user.email) return { type: ACCOUNT_EMAIL, to: user.email };
  if (user.mobile) return { type: ACCOUNT_MOBILE, to: user.mobile, ...(user.area_id === null ? {} : { area_id: user.area_id }) };
  return null;
}
