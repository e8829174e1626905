import type { SessionsRevoked } from "../bus.ts";
import { ACK_TEXTS } from "./ack-texts.ts";
import type { GatewayContext } from "./gateway-context.ts";
import { setIdentity } from "./session-commands.ts";

/**
 * How long a revoked session id is remembered: longer than any session lookup or the transaction
 * that revoked it takes, so a socket login racing the revocation is still refused.
 */
export const REVOKED_MEMORY_MS = 60_000;

/** Session ids revoked lately, each with when the gateway heard of it. */
export class RevokedSessions {
  private readonly heardAt = new Map<number, number>();

  constructor(private readonly memoryMs = REVOKED_MEMORY_MS) {}

  add(sessionIds: readonly number[], now: number): void {
    for (const id of sessionIds) this.heardAt.set(id, now);
  }

  has(sessionId: number): boolean {
    return this.heardAt.has(sessionId);
  }

  prune(now: number): void {
    for (const [id, at] of this.heardAt) if (at <= now - this.memoryMs) this.heardAt.delete(id);
  }
}

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
