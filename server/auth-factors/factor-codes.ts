import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { totpStep } from "../platform/totp.ts";
import { recoveryCodes, userTotp } from "../store/schema.ts";
import type { FactorDeps } from "./factor-deps.ts";
import { checkedOnFailureSlot } from "./factor-slots.ts";
import { FACTOR_MESSAGES } from "./factor-messages.ts";
import { recoveryCodeHash, recoveryCodeOf } from "./recovery-codes.ts";

/**
 * Spends an authenticator code: right at `now` and of a later time step than the last one
 * accepted, which the one conditional update records, so a code works once however many calls
 * bring it at the same moment.
 */
async function spendTotp({ db, clock, box }: FactorDeps, userId: number, code: string, enabledOnly: boolean): Promise<boolean> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  if (!row || (enabledOnly && !row.enabledAt)) return false;
  const step = totpStep(box.open(row.sealedSecret), code, clock.now());
  if (step === null) return false;
  const spent = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(and(eq(userTotp.userId, userId), lt(userTotp.lastStep, step), enabledOnly ? isNotNull(userTotp.enabledAt) : undefined))
    .returning({ userId: userTotp.userId });
  return spent.length === 1;
}

async function spendRecoveryCode({ db, clock }: FactorDeps, userId: number, code: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(clock.now()) })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, recoveryCodeHash(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export interface CodeCheck {
  userId: number;
  code: string;
  ip: string;
  /** A recovery code counts too (log-in, step-up); confirming the app takes only its own code. */
  recovery: boolean;
  /** Confirming the app checks a code of the secret not yet on. */
  enabledOnly: boolean;
}

/** A wrong code counts like a wrong password, in the log-in's own limits (see checkedOnFailureSlot). */
export async function spendFactorCode(deps: FactorDeps, check: CodeCheck): Promise<void> {
  await checkedOnFailureSlot(
    deps.limits,
    check.userId,
    check.ip,
    async () => {
      const recovery = check.recovery ? recoveryCodeOf(check.code) : null;
      if (recovery) return spendRecoveryCode(deps, check.userId, recovery);
      return /^\d{6}$/.test(check.code) && (await spendTotp(deps, check.userId, check.code, check.enabledOnly));
    },
    FACTOR_MESSAGES.wrongCode,
  );
}
