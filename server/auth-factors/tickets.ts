import { and, eq, gt, isNull } from "drizzle-orm";
import type { Clock } from "../platform/clock.ts";
import { isTokenShaped, newSessionToken, sha256Hex } from "../platform/secrets.ts";
import type { Db } from "../store/db.ts";
import { factorTickets } from "../store/schema.ts";

/** How long a right password waits for its code, and how long a step-up lasts. */
export const TICKET_MS = 5 * 60_000;

type Kind = (typeof factorTickets.$inferSelect)["kind"];

/** Login challenges and step-ups: random tokens handed out once, stored by their hash only. */
export function factorTicketRepo(db: Db, clock: Clock) {
  const live = (kind: Kind, token: string) =>
    and(eq(factorTickets.kind, kind), eq(factorTickets.tokenHash, sha256Hex(token)), gt(factorTickets.expiresAt, new Date(clock.now())), isNull(factorTickets.usedAt));

  return {
    async issue(kind: Kind, userId: number, sessionId: number | null = null): Promise<string> {
      const token = newSessionToken();
      await db.insert(factorTickets).values({ kind, userId, sessionId, tokenHash: sha256Hex(token), expiresAt: new Date(clock.now() + TICKET_MS) });
      return token;
    },

    /** The user a live, unspent challenge belongs to, or null. */
    async challengeOwner(token: string): Promise<{ id: number; userId: number } | null> {
      if (!isTokenShaped(token)) return null;
      const [row] = await db.select({ id: factorTickets.id, userId: factorTickets.userId }).from(factorTickets).where(live("login", token));
      return row ?? null;
    },

    /** Spends the challenge; false when another call spent it first. */
    async spend(id: number): Promise<boolean> {
      const spent = await db
        .update(factorTickets)
        .set({ usedAt: new Date(clock.now()) })
        .where(and(eq(factorTickets.id, id), isNull(factorTickets.usedAt)))
        .returning({ id: factorTickets.id });
      return spent.length === 1;
    },

    /** Whether `token` is a live step-up of this very session. */
    async isStepUpOf(sessionId: number, token: string): Promise<boolean> {
      if (!isTokenShaped(token)) return false;
      const [row] = await db.select({ id: factorTickets.id }).from(factorTickets).where(and(live("step-up", token), eq(factorTickets.sessionId, sessionId)));
      return row !== undefined;
    },
  };
}
