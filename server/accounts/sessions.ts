import { and, desc, eq, gt, inArray, isNull, ne, type SQL } from "drizzle-orm";
import type { Db } from "../store/db.ts";
import { sessions, users } from "../store/schema.ts";
import type { Clock } from "../platform/clock.ts";
import { isTokenShaped, newSessionToken, sha256Hex } from "../platform/secrets.ts";
import { createSessionCache, type Login } from "./session-cache.ts";
import { createLastSeen } from "./devices/last-seen.ts";
import type { UserRow } from "./user-repo.ts";

export interface SessionInfo {
  sessionId: number;
  user: UserRow;
  /** The real session this session of the owner's demo account was opened from; null for any other session. */
  parentSessionId: number | null;
}

/** Sessions of one user that were just revoked. */
export interface RevokedSessions {
  userId: number;
  sessionIds: number[];
}

/** What the sessions list shows of the device a session logged in from. */
export interface SessionDevice {
  userAgent: string;
  /** The coarse area of its address (`areaOf`). */
  area: string;
}

const NO_DEVICE: SessionDevice = { userAgent: "", area: "" };

/** A session handed back in place of another. */
export interface Replacement {
  token: string;
  userId: number;
}

export interface Sessions {
  /**
   * A transaction of the caller's in which sessions are opened or revoked: the revocations are
   * announced once it has committed, so that no process reads a session as live after hearing it
   * ended. `db` arguments below are this one's `tx` or the database itself.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * A new session for the user; the token is returned once and only its hash is stored. Beyond
   * the cap of live sessions the oldest are revoked, in the same transaction.
   */
  open(db: Db, userId: number, device?: SessionDevice): Promise<string>;
  /**
   * A session of the owner's demo account `userId`, opened from their live real session
   * `parentId`: it ends when that one does, at the latest when it expires. Null when it has ended.
   */
  openFrom(db: Db, parentId: number, userId: number): Promise<string | null>;
  /**
   * Back from a demo session to the real session it was opened from, whose token the device no
   * longer holds: a new token for that login (same expiry), the old session and its demo sessions
   * ended. Null when there is no live real session to go back to.
   */
  backToParent(db: Db, child: SessionInfo): Promise<Replacement | null>;
  /** The live session of `token`, or null when it is unknown, expired or revoked. */
  find(token: string): Promise<SessionInfo | null>;
  /**
   * The live session of `token` without its user's row, for the calls that need only who is
   * calling (the order calls): kept a few seconds, so that it is not read on every call, and
   * dropped at once when revoked here or, through `forget`, in another process.
   */
  login(token: string): Promise<Login | null>;
  /** Drops revoked sessions from the cache: every process hears every revocation. */
  forget(revoked: RevokedSessions): void;
  /** After a bus gap: revocations of other processes may have been missed, so every login is read afresh. */
  forgetAll(): void;
  /** Logging out ends the session, and a demo session opened from a real one ends that one too. */
  logOut(session: SessionInfo): Promise<void>;
  /** Ends every session of the user (password changed). */
  revokeAll(db: Db, userId: number): Promise<void>;
  /** Ends the user's live session `sessionId` (with the demo sessions opened from it); false when the user has no such live session. */
  endOwn(userId: number, sessionId: number): Promise<boolean>;
  /** Ends every other live session of the user of `session`; how many ended. */
  endOthers(session: SessionInfo): Promise<number>;
  /**
   * Hears every revocation (the socket gateways end those logins); returns the function that stops.
   * The call that revoked answers once its listeners' promises have settled, so that every process
   * has dropped the session before its owner hears it ended.
   */
  onRevoked(listener: (revoked: RevokedSessions) => void | Promise<void>): () => void;
}

/** How long a session found is believed without reading it again; a revocation ends it sooner. */
const SESSION_CACHE_MS = 5000;

export interface SessionOptions {
  ttlMs: number;
  /** Live sessions a user may hold at once. */
  maxPerUser: number;
}

/** Fixed lifetime from login: a stolen token stops working at the latest `ttlMs` later. */
export function createSessions(db: Db, clock: Clock, { ttlMs, maxPerUser }: SessionOptions): Sessions {
  const listeners = new Set<(revoked: RevokedSessions) => void | Promise<void>>();
  const cache = createSessionCache(SESSION_CACHE_MS, clock.now);
  const lastSeen = createLastSeen(db, clock);
  /** Revocations made in each open transaction, announced when it has committed. */
  const pending = new WeakMap<Db, RevokedSessions[]>();

  async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const revoked: RevokedSessions[] = [];
    const result = await db.transaction((tx) => {
      pending.set(tx, revoked);
      return work(tx);
    });
    for (const ended of revoked) cache.forget(ended.sessionIds);
    await Promise.all(revoked.flatMap((ended) => [...listeners].map((listener) => listener(ended))));
    return result;
  }

  /** Runs `work` in the caller's transaction when `outer` is one, else in a transaction of its own. */
  function within<T>(outer: Db, work: (tx: Db) => Promise<T>): Promise<T> {
    if (pending.has(outer)) return work(outer);
    if (outer !== db) throw new Error("sessions are opened and revoked in the database or in a sessions.transaction");
    return inTransaction(work);
  }
  /** The session of this token hash, while it is neither revoked nor expired. */
  const liveWithHash = (tokenHash: string) => and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(clock.now())));

  const endWhere = (tx: Db, which: SQL | undefined) =>
    tx
      .update(sessions)
      .set({ revokedAt: new Date(clock.now()) })
      .where(and(which, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, userId: sessions.userId });

  /** The one way a session ends early: every revocation is announced, once its transaction has committed. */
  async function revokeWhere(tx: Db, which: SQL | undefined): Promise<number> {
    const ended = await endWhere(tx, which);
    const children = ended.length > 0 ? await endWhere(tx, inArray(sessions.parentSessionId, ended.map((row) => row.id))) : [];
    const byUser = new Map<number, number[]>();
    for (const row of [...ended, ...children]) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.id]);
    for (const [userId, sessionIds] of byUser) pending.get(tx)!.push({ userId, sessionIds });
    return ended.length;
  }

  async function insert(tx: Db, userId: number, expiresAt: Date, parentSessionId: number | null, device = NO_DEVICE): Promise<string> {
    // Concurrent log-ins of one user wait here in turn, so the cap holds however many arrive at once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const token = newSessionToken();
    const now = clock.now();
    await tx.insert(sessions).values({ userId, tokenHash: sha256Hex(token), createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt, parentSessionId, ...device });
    const beyondCap = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
      .orderBy(desc(sessions.id))
      .offset(maxPerUser);
    if (beyondCap.length > 0) await revokeWhere(tx, inArray(sessions.id, beyondCap.map((row) => row.id)));
    return token;
  }

  const liveOf = (userId: number) => and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(clock.now())));

  /** The live session `id`, locked to the end of the transaction so that it cannot end meanwhile unseen. */
  async function lockLive(tx: Db, id: number) {
    const [row] = await tx
      .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(clock.now()))))
      .for("update");
    return row;
  }

  return {
    transaction: inTransaction,
    open: (outer, userId, device) => within(outer, (tx) => insert(tx, userId, new Date(clock.now() + ttlMs), null, device)),
    openFrom: (outer, parentId, userId) =>
      within(outer, async (tx) => {
        const parent = await lockLive(tx, parentId);
        return parent ? insert(tx, userId, parent.expiresAt, parent.id) : null;
      }),
    backToParent: (outer, child) =>
      within(outer, async (tx) => {
        const parent = child.parentSessionId === null ? undefined : await lockLive(tx, child.parentSessionId);
        if (!parent) return null;
        const token = await insert(tx, parent.userId, parent.expiresAt, null);
        await revokeWhere(tx, eq(sessions.id, parent.id));
        return { token, userId: parent.userId };
      }),
    async find(token) {
      if (!isTokenShaped(token)) return null;
      const [row] = await db
        .select({ sessionId: sessions.id, user: users, parentSessionId: sessions.parentSessionId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(liveWithHash(sha256Hex(token)));
      if (row) await lastSeen.touch(row.sessionId);
      return row ?? null;
    },
    async login(token) {
      if (!isTokenShaped(token)) return null;
      const tokenHash = sha256Hex(token);
      const known = cache.get(tokenHash);
      if (known) {
        await lastSeen.touch(known.sessionId);
        return known;
      }
      const [row] = await db
        .select({ sessionId: sessions.id, userId: sessions.userId, parentSessionId: sessions.parentSessionId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(liveWithHash(tokenHash));
      if (!row) return null;
      const { expiresAt, ...login } = row;
      cache.put(tokenHash, login, expiresAt);
      await lastSeen.touch(login.sessionId);
      return login;
    },
    forget: (revoked) => cache.forget(revoked.sessionIds),
    forgetAll: () => cache.clear(),
    logOut: (session) => within(db, (tx) => revokeWhere(tx, eq(sessions.id, session.parentSessionId ?? session.sessionId))).then(() => undefined),
    revokeAll: (outer, userId) => within(outer, (tx) => revokeWhere(tx, eq(sessions.userId, userId))).then(() => undefined),
    endOwn: async (userId, sessionId) => (await within(db, (tx) => revokeWhere(tx, and(liveOf(userId), eq(sessions.id, sessionId))))) > 0,
    endOthers: (session) => within(db, (tx) => revokeWhere(tx, and(liveOf(session.user.id), ne(sessions.id, session.sessionId)))),
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
