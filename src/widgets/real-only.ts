import { i18n } from "@lingui/core";
import { ACCOUNT_REFUSALS } from "#domain/messages/account-refusals.ts";
import type { User } from "#domain/contract/accounts.ts";
import { isDemoUser } from "#state/session.ts";
import { pushToast } from "#state/toasts.ts";

/** "Only true account": what a demo user hears instead of opening a real-only page. */
export const ONLY_REAL_ACCOUNT = ACCOUNT_REFUSALS.onlyRealAccount;

/**
 * Auth, invite, password, charge, withdraw and wallet are not for demo users. Returns
 * whether the action may go ahead; when not, the user is told why.
 */
export function allowRealOnly(user: Pick<User, "is_demo"> | null): boolean {
  if (!isDemoUser(user)) return true;
  pushToast(i18n._(ONLY_REAL_ACCOUNT));
  return false;
}
