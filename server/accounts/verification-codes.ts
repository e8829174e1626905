import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { CODE_LENGTH, type CodePurpose } from "#domain/account.ts";
import type { Db } from "../store/db.ts";
import { verificationCodeFailures, verificationCodes } from "../store/schema.ts";
import type { Clock } from "../platform/clock.ts";
import { sha256Hex } from "../platform/secrets.ts";

export const CODE_TTL_MS = 10 * 60_000;
/** Wrong tries from one address before the code stops working for it. */
export const CODE_MAX_FAILURES = 5;
/**
 * Wrong tries from all addresses together: a stranger alone cannot spoil the owner's code, and
 * guessing from many addresses still has 30 chances in a million.
 */
export const CODE_MAX_FAILURES_IN_ALL = 30;

export type CodeCheck = "ok" | "missing" | "used" | "wrong" | "expired" | "exhausted";

/** Where a code goes: "email:<address>" or "mobile:<area id>:<number>". */
export type Destination = string;

function codeHash(destination: Destination, purpose: CodePurpose, code: string): string {
  return sha256Hex(`${destination}|${purpose}|${code}`);
}

/** 6-digit codes bound to a destination and a purpose, stored hashed, valid 10 minutes, used once. */
export function createVerificationCodes(db: Db, clock: Clock) {
  /** Takes one try at the code for `address`, within both limits, in one step each; false when none is left. */
  async function takeTry(db: Db, codeId: number, address: string): Promise<boolean> {
    const own = await db
      .insert(verificationCodeFailures)
      .values({ codeId, address, failures: 1 })
      .onConflictDoUpdate({
        target: [verificationCodeFailures.codeId, verificationCodeFailures.address],
        set: { failures: sql`${verificationCodeFailures.failures} + 1` },
        setWhere: lt(verificationCodeFailures.failures, CODE_MAX_FAILURES),
      })
      .returning({ failures: verificationCodeFailures.failures });
    if (own.length === 0) return false;
    const all = await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.failedAttempts, CODE_MAX_FAILURES_IN_ALL)))
      .returning({ id: verificationCodes.id });
    return all.length === 1;
  }

  return {
    /** A new code; earlier unused codes for the same destination and purpose stop working. */
    async issue(destination: Destination, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
      const now = new Date(clock.now());
      await db.transaction(async (tx) => {
        const same = and(eq(verificationCodes.destination, destination), eq(verificationCodes.purpose, purpose));
        await tx.delete(verificationCodes).where(and(same, lt(verificationCodes.expiresAt, now)));
        await tx.update(verificationCodes).set({ usedAt: now }).where(and(same, isNull(verificationCodes.usedAt)));
        await tx.insert(verificationCodes).values({
          destination,
          purpose,
          codeHash: codeHash(destination, purpose, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        });
      });
      return code;
    },

    /** Forgets a code that could not be delivered. */
    async withdraw(destination: Destination, purpose: CodePurpose, code: string): Promise<void> {
      await db.delete(verificationCodes).where(eq(verificationCodes.codeHash, codeHash(destination, purpose, code)));
    },

    /**
     * Checks `code`, tried from `address`, and spends it when right. Each try first takes one of the
     * address's and one of the code's slots, so concurrent guesses never get more checks than those;
     * a right try spends the code, so the slots count exactly the wrong ones. Given `tx`, it checks
     * and spends in that transaction (a withdrawal spends its code with its key claimed).
     */
    async consume(destination: Destination, purpose: CodePurpose, code: string, address: string, tx: Db = db): Promise<CodeCheck> {
      const now = new Date(clock.now());
      const [latest] = await tx
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.destination, destination), eq(verificationCodes.purpose, purpose)))
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      if (!latest) return "missing";
      const matches = latest.codeHash === codeHash(destination, purpose, code.trim());
      if (latest.usedAt) return matches ? "used" : "missing";
      if (latest.expiresAt <= now) return "expired";
      if (!(await takeTry(tx, latest.id, address))) return "exhausted";
      if (!matches) return "wrong";
      // Two requests racing with the same code: only the one that marks it used goes on.
      const spent = await tx
        .update(verificationCodes)
        .set({ usedAt: now })
        .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      return spent.length === 1 ? "ok" : "used";
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
