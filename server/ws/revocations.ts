import type { SessionsRevoked } from "../bus.ts";
import { ACK_TEXTS } from "./ack-texts.ts";
import type { GatewayContext } from "./gateway-context.ts";
import { setIdentity } from "./session-commands.ts";

/** Sockets logged in with a revoked session get a logout frame and lose their private topics at once. */
export function endRevokedLogins(ctx: GatewayContext, { userId, sessionIds }: SessionsRevoked): void {
  ctx.revoked.add(sessionIds, ctx.clock());
  const ended = new Set(sessionIds);
  for (const session of [...ctx.index.sessionsOf(userId)]) {
    if (session.sessionId === undefined || !ended.has(session.sessionId)) continue;
    setIdentity(ctx, session, undefined);
    ctx.logout(session, ACK_TEXTS.sessionRevoked);
  }
}
