import { and, desc, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { sessions, users } from "../store/schema.ts";
import type { Clock } from "../platform/clock.ts";
import { isTokenShaped, newSessionToken, sha256Hex } from "../platform/secrets.ts";
import type { UserRow } from "./user-repo.ts";

export interface SessionInfo {
  sessionId: number;
  user: UserRow;
}

/** Sessions of one user that were just revoked. */
export interface RevokedSessions {
  userId: number;
  sessionIds: number[];
}

export interface Sessions {
  /**
   * A new session for the user; the token is returned once and only its hash is stored. Beyond
   * the cap of live sessions the oldest are revoked, in the same transaction.
   */
  open(db: Db, userId: number): Promise<string>;
  /** The live session of `token`, or null when it is unknown, expired or revoked. */
  find(token: string): Promise<SessionInfo | null>;
  revoke(sessionId: number): Promise<void>;
  /** Ends every session of the user (password changed). */
  revokeAll(db: Db, userId: number): Promise<void>;
  /** Hears every revocation (the socket gateways end those logins); returns the function that stops. */
  onRevoked(listener: (revoked: RevokedSessions) => void): () => void;
}

export interface SessionOptions {
  ttlMs: number;
  /** Live sessions a user may hold at once. */
  maxPerUser: number;
}

/** Fixed lifetime from login: a stolen token stops working at the latest `ttlMs` later. */
export function createSessions(db: Db, clock: Clock, { ttlMs, maxPerUser }: SessionOptions): Sessions {
  const listeners = new Set<(revoked: RevokedSessions) => void>();

  /** The one way a session ends early: every revocation is announced. */
  async function revokeWhere(tx: Db, which: SQL | undefined): Promise<void> {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date(clock.now()) })
      .where(and(which, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, userId: sessions.userId });
    const byUser = new Map<number, number[]>();
    for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
    for (const [userId, sessionIds] of byUser) for (const listener of listeners) listener({ userId, sessionIds });
  }

  return {
    open: (outer, userId) =>
      outer.transaction(async (tx) => {
        // Concurrent log-ins of one user wait here in turn, so the cap holds however many arrive at once.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        const token = newSessionToken();
        const now = clock.now();
        await tx.insert(sessions).values({
          userId,
          tokenHash: sha256Hex(token),
          createdAt: new Date(now),
          expiresAt: new Date(now + ttlMs),
        });
        const beyondCap = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
          .orderBy(desc(sessions.id))
          .offset(maxPerUser);
        if (beyondCap.length > 0) await revokeWhere(tx, inArray(sessions.id, beyondCap.map((row) => row.id)));
        return token;
      }),
    async find(token) {
      if (!isTokenShaped(token)) return null;
      const [row] = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sha256Hex(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(clock.now()))));
      return row ?? null;
    },
    revoke: (sessionId) => revokeWhere(db, eq(sessions.id, sessionId)),
    revokeAll: (tx, userId) => revokeWhere(tx, eq(sessions.userId, userId)),
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
