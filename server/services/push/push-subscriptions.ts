import { and, desc, eq, getTableColumns, gt, isNull, notExists, notInArray, or } from "drizzle-orm";
import type { LanguageCode } from "#domain/locales.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";
import type { Db } from "#server/store/db.ts";
import { pushSubscriptions, sessions, users } from "#server/store/schema.ts";
import type { SubscriptionKeys } from "./subscription-input.ts";

/** Browsers one user may have notified; subscribing one more forgets the one subscribed longest ago. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

export function createPushSubscriptions(db: Db) {
  return {
    /**
     * Keeps this browser's subscription for `userId`'s session `sessionId`, in `lang`. A browser has
     * one subscription: the same endpoint again takes the new session, keys and language when it is
     * the same user's (a re-subscribe), or when the session of the user who held it has ended (another
     * user logged in on the browser). An endpoint another user's live session holds is refused: its
     * notifications would otherwise go to whoever sent that endpoint.
     */
    async subscribe(userId: number, sessionId: number, keys: SubscriptionKeys, lang: LanguageCode, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        // The cap holds under concurrent subscribes: one user's subscribes take turns.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const fields = { userId, sessionId, p256dh: keys.p256dh, auth: keys.auth, lang, createdAt: now };
        const heldLive = tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.id, pushSubscriptions.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
        const kept = await tx
          .insert(pushSubscriptions)
          .values({ endpoint: keys.endpoint, ...fields })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields, setWhere: or(eq(pushSubscriptions.userId, userId), notExists(heldLive)) })
          .returning({ id: pushSubscriptions.id });
        if (kept.length === 0) throw new DomainError("conflict", PUSH_MESSAGES.endpointTaken);
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(PUSH_SUBSCRIPTIONS_PER_USER);
        await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
      });
    },
    /** Forgets `endpoint` only if it is one of the caller's; true when it was. */
    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return gone.length > 0;
    },
    /** The user's browsers whose subscribing session is still live: one logged out of hears nothing. */
    ofUser: (userId: number, now: Date): Promise<StoredSubscription[]> =>
      db
        .select(getTableColumns(pushSubscriptions))
        .from(pushSubscriptions)
        .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
        .where(and(eq(pushSubscriptions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now))),
    /** The push service said this subscription no longer exists. Matched on its keys too, so a re-subscribe in between is kept. */
    async forget(gone: StoredSubscription): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, gone.endpoint), eq(pushSubscriptions.p256dh, gone.p256dh), eq(pushSubscriptions.auth, gone.auth)));
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
