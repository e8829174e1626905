import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { AUDIT_ACTIONS, type Operator, type OperatorLoginAnswer, type OperatorLoginRequest, type OperatorLoginResponse } from "#domain/contract/back-office.ts";
import type { PasskeyRequestOptions } from "#domain/contract/passkeys.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../accounts/passwords.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { isTokenShaped, newSessionToken, sha256Hex } from "../platform/secrets.ts";
import type { Db } from "../store/db.ts";
import { operatorSessions, operators } from "../store/schema.ts";
import { newTotpSecret, totpStep, totpUri } from "../platform/totp.ts";
import { writeAudit } from "./audit-log.ts";
import type { LimitStore } from "../platform/limit-store.ts";
import { operatorLoginLimits } from "./operator-limits.ts";

const MINUTE = 60_000;
/** A back-office session lasts a working day. */
export const OPERATOR_SESSION_MS = 12 * 60 * MINUTE;

export interface OperatorSession {
  sessionId: number;
  operator: Operator;
}

/** The second step of a password log-in for an operator with passkeys: options naming them, or null when they have none. */
export type PasskeyStep = (operatorId: number) => Promise<PasskeyRequestOptions | null>;

const LOGIN_SHAPE = /^[a-z0-9._-]{3,64}$/;

/** Operators: created from the command line; log in with password and TOTP code, or with a passkey; their own sessions. */
export function createOperators(db: Db, clock: Clock, limitStore: LimitStore) {
  const limits = operatorLoginLimits(limitStore);
  const byId = async (id: number) => (await db.select().from(operators).where(and(eq(operators.id, id), isNull(operators.disabledAt))))[0];

  /** A new session of the operator; one opened by a passkey (`passkeyId`) writes its audit line in the same transaction. */
  function open(operator: Operator, passkeyId?: number): Promise<OperatorLoginResponse> {
    const token = newSessionToken();
    const now = clock.now();
    return db.transaction(async (tx) => {
      await tx.insert(operatorSessions).values({ operatorId: operator.id, tokenHash: sha256Hex(token), createdAt: new Date(now), expiresAt: new Date(now + OPERATOR_SESSION_MS) });
      if (passkeyId !== undefined) {
        const record = { operatorId: operator.id, action: AUDIT_ACTIONS.operatorPasskeyLogin, recordType: "passkey", recordId: String(passkeyId), before: null, after: null, reason: null };
        await writeAudit(tx, record, new Date(now));
      }
      return { token, operator: { id: operator.id, login: operator.login } };
    });
  }

  return {
    limits,
    byId,
    open,

    /** A new operator; the secret and its URI are shown once, for the authenticator app. */
    async create(login: string, password: string): Promise<{ id: number; secret: string; uri: string }> {
      const name = login.trim().toLowerCase();
      if (!LOGIN_SHAPE.test(name)) throw new Error("a login is 3 to 64 characters: a-z, 0-9, '.', '_' or '-'");
      const problem = passwordProblem(password, name);
      if (problem) throw new Error(`password refused: ${problem.descriptor.message}`);
      const secret = newTotpSecret();
      const [row] = await db
        .insert(operators)
        .values({ login: name, passwordHash: await hashPassword(password), totpSecret: secret, createdAt: new Date(clock.now()) })
        .returning({ id: operators.id });
      return { id: row!.id, secret, uri: totpUri(secret, name) };
    },

    /**
     * Both limits take their slot before the password is checked, so parallel guesses count; a
     * success clears the failures of this login and address and gives the address its slot back,
     * so operators who log in every day from one office are never locked out by their own
     * log-ins. A code already used does not log in. An operator with a passkey is answered with
     * its options instead of a session: the passkey, not the code, is their second step.
     */
    async login(input: OperatorLoginRequest, ip: string, passkeyStep: PasskeyStep): Promise<OperatorLoginAnswer> {
      const login = input.login.trim().toLowerCase();
      let found: typeof operators.$inferSelect | undefined;
      let step: PasskeyRequestOptions | null = null;
      const proven = async () => {
        const [row] = await db.select().from(operators).where(and(eq(operators.login, login), isNull(operators.disabledAt)));
        if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) return false;
        found = row;
        step = await passkeyStep(row.id);
        if (step) return true;
        const totp = input.totp === undefined ? null : totpStep(row.totpSecret, input.totp, clock.now());
        if (totp === null) return false;
        const used = await db
          .update(operators)
          .set({ lastTotpStep: totp })
          .where(and(eq(operators.id, row.id), lt(operators.lastTotpStep, totp)))
          .returning({ id: operators.id });
        return used.length === 1;
      };
      await limits.checked(login, ip, proven, IDENTITY_MESSAGES.operatorLoginFailed);
      return step ?? open(found!);
    },

    /** Checks the operator's password again (before a passkey is added or removed), counted as a log-in's. */
    async passwordAgain(operatorId: number, password: string, ip: string): Promise<void> {
      const row = await byId(operatorId);
      await limits.checked(row?.login ?? "", ip, () => verifyPassword(row?.passwordHash, password), IDENTITY_MESSAGES.operatorPasswordWrong);
    },

    /** The live session of `token`, or null (unknown, expired, revoked, or the operator disabled). */
    async find(token: string): Promise<OperatorSession | null> {
      if (!isTokenShaped(token)) return null;
      const [row] = await db
        .select({ sessionId: operatorSessions.id, id: operators.id, login: operators.login })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, sha256Hex(token)),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, new Date(clock.now())),
            isNull(operators.disabledAt),
          ),
        );
      return row ? { sessionId: row.sessionId, operator: { id: row.id, login: row.login } } : null;
    },

    async logout(sessionId: number): Promise<void> {
      await db.update(operatorSessions).set({ revokedAt: new Date(clock.now()) }).where(eq(operatorSessions.id, sessionId));
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;
