import { and, eq, isNull } from "drizzle-orm";
import type { FactorStatus, RecoveryCodes, StepUpAnswer, TotpSetup } from "#domain/contract/factors.ts";
import { DomainError } from "../platform/domain-error.ts";
import { newTotpSecret, totpUri } from "../platform/totp.ts";
import { recoveryCodes, userTotp } from "../store/schema.ts";
import { spendFactorCode } from "./factor-codes.ts";
import type { FactorDeps } from "./factor-deps.ts";
import { countAgainstAddress } from "./factor-slots.ts";
import { FACTOR_MESSAGES } from "./factor-messages.ts";
import { newRecoveryCodes, recoveryCodeHash } from "./recovery-codes.ts";
import { factorTicketRepo, TICKET_MS } from "./tickets.ts";
import { recoveryCodesLeft, removeTotp, totpIsOn } from "./totp-rows.ts";
import { secondFactorIsOn } from "./factor-on.ts";
import { passkeyCount } from "./passkey-rows.ts";

/** The issuer an authenticator app shows above a user's codes. */
const ISSUER = "Pipwise";

/** Who calls, as the second factor needs it: the user, the session and the address the limits count by. */
export interface FactorCaller {
  userId: number;
  sessionId: number;
  ip: string;
}

/** The authenticator app and its recovery codes, the log-in's challenges and the step-ups. */
export function createFactors(deps: FactorDeps) {
  const { db, clock, box } = deps;
  const tickets = factorTicketRepo(db, clock);
  const requireOn = async (userId: number) => {
    if (!(await totpIsOn(db, userId))) throw new DomainError("invalid", FACTOR_MESSAGES.totpNotOn);
  };

  return {
    async status(userId: number): Promise<FactorStatus> {
      return { totp: await totpIsOn(db, userId), recovery_left: await recoveryCodesLeft(db, userId), passkeys: await passkeyCount(db, userId) };
    },

    /** A new secret for the app, waiting for its first code; a secret begun before and never confirmed is replaced. */
    async beginTotp(userId: number, label: string): Promise<TotpSetup> {
      if (await totpIsOn(db, userId)) throw new DomainError("invalid", FACTOR_MESSAGES.totpAlreadyOn);
      const secret = newTotpSecret();
      const row = { sealedSecret: box.seal(secret), enabledAt: null, lastStep: 0, createdAt: new Date(clock.now()) };
      await db.insert(userTotp).values({ userId, ...row }).onConflictDoUpdate({ target: userTotp.userId, set: row, setWhere: isNull(userTotp.enabledAt) });
      return { secret, uri: totpUri(secret, label, ISSUER) };
    },

    /** The app's first code turns it on; the recovery codes are made now and shown this once. */
    async confirmTotp(caller: FactorCaller, code: string): Promise<RecoveryCodes> {
      const [row] = await db.select({ enabledAt: userTotp.enabledAt }).from(userTotp).where(eq(userTotp.userId, caller.userId));
      if (!row) throw new DomainError("invalid", FACTOR_MESSAGES.totpNotStarted);
      if (row.enabledAt) throw new DomainError("invalid", FACTOR_MESSAGES.totpAlreadyOn);
      await spendFactorCode(deps, { userId: caller.userId, code, ip: caller.ip, recovery: false, enabledOnly: false });
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        const turned = await tx
          .update(userTotp)
          .set({ enabledAt: new Date(clock.now()) })
          .where(and(eq(userTotp.userId, caller.userId), isNull(userTotp.enabledAt)))
          .returning({ userId: userTotp.userId });
        if (turned.length === 0) throw new DomainError("invalid", FACTOR_MESSAGES.totpAlreadyOn);
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, caller.userId));
        await tx.insert(recoveryCodes).values(codes.map((one) => ({ userId: caller.userId, codeHash: recoveryCodeHash(one) })));
      });
      return { codes };
    },

    /** Turning the app off takes one of its codes (or a recovery code): that is its step-up. */
    async turnOffTotp(caller: FactorCaller, code: string): Promise<void> {
      await requireOn(caller.userId);
      await spendFactorCode(deps, { userId: caller.userId, code, ip: caller.ip, recovery: true, enabledOnly: true });
      await db.transaction((tx) => removeTotp(tx, caller.userId));
    },

    /**
     * The user whose right password `challenge` stands for, once `code` is right; the challenge is
     * spent then, so it opens one session. An unknown or spent challenge counts against the address.
     */
    async passChallenge(challenge: string, code: string, ip: string): Promise<number> {
      const owner = await tickets.challengeOwner(challenge);
      const expired = () => new DomainError("invalid", FACTOR_MESSAGES.challengeExpired);
      if (!owner) {
        await countAgainstAddress(deps.limits, ip);
        throw expired();
      }
      await spendFactorCode(deps, { userId: owner.userId, code, ip, recovery: true, enabledOnly: true });
      if (!(await tickets.spend(owner.id))) throw expired();
      return owner.userId;
    },

    /** A code given again in this session: the sensitive calls take the token for a few minutes. */
    async stepUp(caller: FactorCaller, code: string): Promise<StepUpAnswer> {
      await requireOn(caller.userId);
      await spendFactorCode(deps, { userId: caller.userId, code, ip: caller.ip, recovery: true, enabledOnly: true });
      return { token: await tickets.issue("step-up", caller.userId, caller.sessionId), expires_in: TICKET_MS / 1000 };
    },

    /** Refuses a sensitive call of a user with a second factor on unless it carries a live step-up of its session. */
    async requireStepUp(caller: Omit<FactorCaller, "ip">, token: string | undefined): Promise<void> {
      if (!(await secondFactorIsOn(db, caller.userId))) return;
      if (token && (await tickets.isStepUpOf(caller.sessionId, token))) return;
      throw new DomainError("forbidden", FACTOR_MESSAGES.stepUpNeeded);
    },
  };
}

export type Factors = ReturnType<typeof createFactors>;
