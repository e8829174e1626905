import { and, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { reserve } from "../platform/abuse-limits.ts";
import { DomainError } from "../platform/domain-error.ts";
import { totpStep } from "../platform/totp.ts";
import { recoveryCodes, userTotp } from "../store/schema.ts";
import type { FactorDeps } from "./factor-deps.ts";
import { FACTOR_MESSAGES } from "./factor-messages.ts";
import { recoveryCodeHash, recoveryCodeOf } from "./recovery-codes.ts";

export const wrongCode = () => new DomainError("invalid", FACTOR_MESSAGES.wrongCode);

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

/**
 * A wrong code counts like a wrong password, in the log-in's own limits: the slot is reserved before
 * the code is checked, so concurrent guesses all count, and given back when the code is right.
 */
export async function spendFactorCode(deps: FactorDeps, check: CodeCheck): Promise<void> {
  const { limits } = deps;
  const key = `user:${check.userId}`;
  const slots = await reserve({
    entries: [
      [limits.loginFailuresPerAccountAndIp, `${key}|${check.ip}`],
      [limits.loginFailuresPerIp, check.ip],
      [limits.loginFailuresPerAccount, key],
    ],
    descriptor: FACTOR_MESSAGES.tooManyCodes,
    unit: "minutes",
  });
  const recovery = check.recovery ? recoveryCodeOf(check.code) : null;
  const spent = recovery
    ? await spendRecoveryCode(deps, check.userId, recovery)
    : /^\d{6}$/.test(check.code) && (await spendTotp(deps, check.userId, check.code, check.enabledOnly));
  if (!spent) throw wrongCode();
  await slots.release();
  await limits.loginFailuresPerAccountAndIp.reset(`${key}|${check.ip}`);
}
