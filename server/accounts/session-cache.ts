/** What a live session is, of the facts that never change while it lives. */
export interface Login {
  sessionId: number;
  userId: number;
  parentSessionId: number | null;
}

/**
 * Sessions found lately, by token hash, each kept at most `keepMs` and never past its expiry, so
 * that the calls of a session do not each read it from the database. A revoked session is dropped
 * at once, and for `keepMs` after it nothing caches it again: a read racing the revocation's
 * commit may still see it live.
 */
export function createSessionCache(keepMs: number, now: () => number) {
  const found = new Map<string, { login: Login; until: number }>();
  const revokedUntil = new Map<number, number>();

  function sweep(at: number): void {
    for (const [hash, entry] of found) if (entry.until <= at) found.delete(hash);
    for (const [sessionId, until] of revokedUntil) if (until <= at) revokedUntil.delete(sessionId);
  }

  return {
    get(tokenHash: string): Login | undefined {
      const entry = found.get(tokenHash);
      return entry && entry.until > now() ? entry.login : undefined;
    },
    put(tokenHash: string, login: Login, expiresAt: Date): void {
      const at = now();
      if (found.size > 10_000) sweep(at);
      if ((revokedUntil.get(login.sessionId) ?? 0) > at) return;
      found.set(tokenHash, { login, until: Math.min(at + keepMs, expiresAt.getTime()) });
    },
    forget(sessionIds: readonly number[]): void {
      const at = now();
      sweep(at);
      const until = at + keepMs;
      for (const sessionId of sessionIds) revokedUntil.set(sessionId, until);
      for (const [hash, entry] of found) if (sessionIds.includes(entry.login.sessionId)) found.delete(hash);
    },
    /** Drops every entry: revocations may have been missed (the bus lost its connection). */
    clear(): void {
      found.clear();
    },
  };
}
