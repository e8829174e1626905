import { inviteInfo } from "#api/reads/user.ts";
import type { InviteInfo } from "#domain/contract/accounts.ts";
import { useRequest, type Requested } from "../use-request.ts";

const readInvitation = (_key: "invitation", signal: AbortSignal) => inviteInfo({ signal });

/** The user's invite code and how many people registered with it, read each time the page opens. */
export function useInvitation(): Requested<InviteInfo> {
  return useRequest("invitation", readInvitation);
}
