import { and, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Clock } from "../platform/clock.ts";
import { sha256Hex } from "../platform/secrets.ts";
import type { Db } from "../store/db.ts";
import { passkeyChallenges } from "../store/schema.ts";
import { ownerColumn, type PasskeyOwner } from "./passkey-rows.ts";

/** How long the browser has to answer a passkey's challenge. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

export type ChallengePurpose = (typeof passkeyChallenges.$inferSelect)["purpose"];

export interface LiveChallenge {
  id: number;
  /** The user or operator it was made for; null for a log-in with a passkey alone. */
  ownerId: number | null;
}

/** The challenges of passkey ceremonies of one kind of owner: 256 random bits each, stored by their hash, spent once. */
export function passkeyChallengeRepo(db: Db, clock: Clock, kind: PasskeyOwner = "user") {
  const owner = ownerColumn[kind];
  return {
    async issue(purpose: ChallengePurpose, ownerId: number | null): Promise<string> {
      const challenge = randomBytes(32).toString("base64url");
      await db.insert(passkeyChallenges).values({ purpose, [owner]: ownerId, challengeHash: sha256Hex(challenge), expiresAt: new Date(clock.now() + PASSKEY_CHALLENGE_MS) });
      return challenge;
    },

    /** The live, unspent challenge of this purpose the browser signed, or null. */
    async live(purpose: ChallengePurpose, challenge: string): Promise<LiveChallenge | null> {
      const [row] = await db
        .select({ id: passkeyChallenges.id, ownerId: passkeyChallenges[owner] })
        .from(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.purpose, purpose),
            eq(passkeyChallenges.challengeHash, sha256Hex(challenge)),
            gt(passkeyChallenges.expiresAt, new Date(clock.now())),
            isNull(passkeyChallenges.usedAt),
          ),
        );
      return row ?? null;
    },

    /** Spends the challenge once its answer checked out; false when another call spent it first. */
    async spend(id: number): Promise<boolean> {
      const spent = await db
        .update(passkeyChallenges)
        .set({ usedAt: new Date(clock.now()) })
        .where(and(eq(passkeyChallenges.id, id), isNull(passkeyChallenges.usedAt)))
        .returning({ id: passkeyChallenges.id });
      return spent.length === 1;
    },

    /** Deletes the challenges that can no longer be answered (spent, or past their life); answers how many. */
    async sweep(): Promise<number> {
      const swept = await db
        .delete(passkeyChallenges)
        .where(or(isNotNull(passkeyChallenges.usedAt), lte(passkeyChallenges.expiresAt, new Date(clock.now()))))
        .returning({ id: passkeyChallenges.id });
      return swept.length;
    },
  };
}
