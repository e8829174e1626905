import type { InviteInfo, User } from "../../domain/contract/accounts.ts";
import { request, type RequestOptions } from "../client.ts";

/** The user's invite code and how many people registered with it (real accounts). */
export function inviteInfo(options: Pick<RequestOptions, "signal"> = {}): Promise<InviteInfo> {
  return request<InviteInfo>("/api/user/invite_info", options);
}

export function userInfo(options: Pick<RequestOptions, "signal" | "silent" | "initial"> = {}): Promise<User> {
  return request<User>("/api/user/info", options);
}
