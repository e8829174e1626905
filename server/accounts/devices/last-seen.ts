import { eq, sql } from "drizzle-orm";
import type { Clock } from "#server/platform/clock.ts";
import type { Db } from "#server/store/db.ts";
import { sessions } from "#server/store/schema.ts";

/** How often a session's last-seen time is written at most. */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The last time each session was used, written at most once a minute per session rather than on
 * every call: this process remembers the time stored, and its write keeps a time another process
 * stored within the minute.
 */
export function createLastSeen(db: Db, clock: Clock) {
  const written = new Map<number, number>();

  function sweep(now: number): void {
    for (const [sessionId, at] of written) if (now - at >= LAST_SEEN_EVERY_MS) written.delete(sessionId);
  }

  return {
    async touch(sessionId: number): Promise<void> {
      const now = clock.now();
      if (now - (written.get(sessionId) ?? -Infinity) < LAST_SEEN_EVERY_MS) return;
      if (written.size > 10_000) sweep(now);
      const stale = new Date(now - LAST_SEEN_EVERY_MS);
      const [row] = await db
        .update(sessions)
        .set({ lastSeenAt: sql`CASE WHEN ${sessions.lastSeenAt} IS NULL OR ${sessions.lastSeenAt} <= ${stale} THEN ${new Date(now)} ELSE ${sessions.lastSeenAt} END` })
        .where(eq(sessions.id, sessionId))
        .returning({ lastSeenAt: sessions.lastSeenAt });
      // The time stored, which another process may have written: the next write is due a minute after it.
      written.set(sessionId, row?.lastSeenAt?.getTime() ?? now);
    },
  };
}
