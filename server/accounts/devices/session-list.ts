import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { UserSession } from "#domain/contract/devices.ts";
import type { Clock } from "#server/platform/clock.ts";
import type { Db } from "#server/store/db.ts";
import { sessions } from "#server/store/schema.ts";
import type { SessionInfo } from "../sessions.ts";
import { parseUserAgent } from "#server/devices/user-agent.ts";

/** The live sessions of the caller's user, newest first, the caller's own marked. */
export async function listSessions(db: Db, clock: Clock, caller: SessionInfo): Promise<UserSession[]> {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, area: sessions.area, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, caller.user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(clock.now()))))
    .orderBy(desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...parseUserAgent(row.userAgent),
    area: row.area,
    created_at: row.createdAt.getTime(),
    last_seen_at: (row.lastSeenAt ?? row.createdAt).getTime(),
    current: row.id === caller.sessionId,
  }));
}
