import { eq } from "drizzle-orm";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { UserFactors } from "#domain/contract/back-office-users.ts";
import { passkeyCount } from "../auth-factors/passkey-rows.ts";
import { recoveryCodesLeft, removeTotp, totpIsOn } from "../auth-factors/totp-rows.ts";
import { ADMIN_MESSAGES } from "../i18n/admin-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Db } from "../store/db.ts";
import { users } from "../store/schema.ts";
import { writeAudit } from "./audit-log.ts";

/** What an operator sees of a user's second factors; the one place each kind of factor is added to. */
export async function userFactors(db: Db, userId: number): Promise<UserFactors> {
  const [totp, recoveryLeft, passkeys] = await Promise.all([totpIsOn(db, userId), recoveryCodesLeft(db, userId), passkeyCount(db, userId)]);
  return { totp, recovery_left: recoveryLeft, passkeys };
}

export interface UserFactorDeps {
  db: Db;
  /** Tells the user, after the commit, by e-mail or SMS and Web Push. */
  tellTotpTurnedOff(userId: number): void;
  now(): Date;
}

/**
 * The back office's help for a user who lost the phone and the recovery codes. Under the user's row
 * lock, so of operators acting at once one turns it off and the others are told it is not on.
 */
export function createUserFactorOps({ db, tellTotpTurnedOff, now }: UserFactorDeps) {
  return {
    factors: (userId: number) => userFactors(db, userId),

    /**
     * Removes the app, its recovery codes and its open challenges and step-ups; the reason goes in the
     * audit line. The user's sessions are kept: they are the user's own devices, and the Web Push
     * notice reaches only browsers of live sessions; the notice tells the user where to end them.
     */
    async turnOffTotp(operatorId: number, userId: number, reason: string): Promise<UserFactors> {
      const after = await db.transaction(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
        if (!user) throw new DomainError("not-found", ADMIN_MESSAGES.userIdNotFound, { id: userId });
        const before = await userFactors(tx, userId);
        if (!before.totp) throw new DomainError("invalid", ADMIN_MESSAGES.userTotpNotOn);
        await removeTotp(tx, userId);
        const left = await userFactors(tx, userId);
        await writeAudit(tx, { operatorId, action: AUDIT_ACTIONS.userTotpOff, recordType: "user", recordId: String(userId), before, after: left, reason }, now());
        return left;
      });
      tellTotpTurnedOff(userId);
      return after;
    },
  };
}
