import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Operator, OperatorLoginRequest, OperatorLoginResponse } from "#domain/contract/back-office.ts";
import { createLimiter, enforce, reserve } from "../platform/abuse-limits.ts";
import { hashPassword, passwordProblem, verifyPassword } from "../accounts/passwords.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { LimitStore } from "../platform/limit-store.ts";
import { isTokenShaped, newSessionToken, sha256Hex } from "../platform/secrets.ts";
import type { Db } from "../store/db.ts";
import { operatorSessions, operators } from "../store/schema.ts";
import { newTotpSecret, totpStep, totpUri } from "../platform/totp.ts";

const MINUTE = 60_000;
/** A back-office session lasts a working day. */
export const OPERATOR_SESSION_MS = 12 * 60 * MINUTE;
/** Failed back-office log-ins allowed per login and address, and per address, in 15 minutes. */
export const OPERATOR_FAILURES_PER_LOGIN_AND_IP = 5;
export const OPERATOR_FAILURES_PER_IP = 20;

export interface OperatorSession {
  sessionId: number;
  operator: Operator;
}

const LOGIN_SHAPE = /^[a-z0-9._-]{3,64}$/;

/** Operators: created from the command line; log in with password and TOTP code; their own sessions. */
export function createOperators(db: Db, clock: Clock, limitStore: LimitStore) {
  const window = 15 * MINUTE;
  const perLoginAndIp = createLimiter(limitStore, "operatorFailuresPerLoginAndIp", OPERATOR_FAILURES_PER_LOGIN_AND_IP, window);
  const perIp = createLimiter(limitStore, "operatorFailuresPerIp", OPERATOR_FAILURES_PER_IP, window);
  const failed = () => new DomainError("invalid", IDENTITY_MESSAGES.operatorLoginFailed);

  return {
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
     * log-ins. A code already used does not log in.
     */
    async login(input: OperatorLoginRequest, ip: string): Promise<OperatorLoginResponse> {
      const login = input.login.trim().toLowerCase();
      const key = `${login}|${ip}`;
      const ipSlot = await reserve({ entries: [[perIp, ip]], descriptor: IDENTITY_MESSAGES.operatorLoginLimited, unit: "minutes" });
      enforce(await perLoginAndIp.take(key), IDENTITY_MESSAGES.operatorLoginLimited, "minutes");
      const [row] = await db.select().from(operators).where(and(eq(operators.login, login), isNull(operators.disabledAt)));
      if (!(await verifyPassword(row?.passwordHash, input.password)) || !row) throw failed();
      const now = clock.now();
      const step = totpStep(row.totpSecret, input.totp, now);
      if (step === null) throw failed();
      const used = await db
        .update(operators)
        .set({ lastTotpStep: step })
        .where(and(eq(operators.id, row.id), lt(operators.lastTotpStep, step)))
        .returning({ id: operators.id });
      if (used.length === 0) throw failed();
      await perLoginAndIp.reset(key);
      await ipSlot.release();
      const token = newSessionToken();
      await db.insert(operatorSessions).values({
        operatorId: row.id,
        tokenHash: sha256Hex(token),
        createdAt: new Date(now),
        expiresAt: new Date(now + OPERATOR_SESSION_MS),
      });
      return { token, operator: { id: row.id, login: row.login } };
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
