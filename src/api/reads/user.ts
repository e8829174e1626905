/** The user reads: the signed-in user and their invitations. */
import type { InviteInfo, User } from "#domain/contract/accounts.ts";
import { ACCOUNT_ROUTES } from "#domain/contract/routes/accounts.ts";
import { call, type RequestOptions } from "../client.ts";

/** The user's invite code and how many people registered with it (real accounts). */
export function inviteInfo(options: Pick<RequestOptions, "signal"> = {}): Promise<InviteInfo> {
  return call(ACCOUNT_ROUTES.inviteInfo, {}, options);
}

export function userInfo(options: Pick<RequestOptions, "signal" | "silent" | "initial"> = {}): Promise<User> {
  return call(ACCOUNT_ROUTES.info, {}, options);
}
