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
