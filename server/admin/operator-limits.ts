import type { MessageDescriptor } from "@lingui/core";
import { createLimiter, reserve } from "../platform/abuse-limits.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { LimitStore } from "../platform/limit-store.ts";
import { IDENTITY_MESSAGES } from "../i18n/identity-messages.ts";

const MINUTE = 60_000;
/** Failed back-office log-ins allowed per login and address, and per address, in 15 minutes. */
export const OPERATOR_FAILURES_PER_LOGIN_AND_IP = 5;
export const OPERATOR_FAILURES_PER_IP = 20;
/** Log-ins with a passkey alone one address may start per minute in the back office: each start stores a challenge. */
export const OPERATOR_PASSKEY_OPTIONS_PER_IP = 30;

/** The back office's log-in limits, shared by the password, the passkey and the password asked for again. */
export function operatorLoginLimits(limitStore: LimitStore) {
  const window = 15 * MINUTE;
  const perLoginAndIp = createLimiter(limitStore, "operatorFailuresPerLoginAndIp", OPERATOR_FAILURES_PER_LOGIN_AND_IP, window);
  const perIp = createLimiter(limitStore, "operatorFailuresPerIp", OPERATOR_FAILURES_PER_IP, window);
  const passkeyOptionsPerIp = createLimiter(limitStore, "operatorPasskeyOptionsPerIp", OPERATOR_PASSKEY_OPTIONS_PER_IP, MINUTE);
  const limited = { descriptor: IDENTITY_MESSAGES.operatorLoginLimited, unit: "minutes" } as const;
  return {
    perLoginAndIp,
    perIp,
    passkeyOptionsPerIp,
    /**
     * Runs a check of `login`'s proof on a failure slot of its login and address and of the
     * address, both reserved before the check so concurrent guesses all count; a check that passes
     * gives them back and clears the login's failures at this address. A failed one throws `refusal`.
     */
    async checked(login: string, ip: string, check: () => Promise<boolean>, refusal: MessageDescriptor): Promise<void> {
      const key = `${login}|${ip}`;
      const slots = await reserve({ entries: [[perLoginAndIp, key], [perIp, ip]], ...limited });
      if (!(await check())) throw new DomainError("invalid", refusal);
      await slots.release();
      await perLoginAndIp.reset(key);
    },
    /** A proof that names no operator counts against the address. */
    async countAgainstAddress(ip: string): Promise<void> {
      await reserve({ entries: [[perIp, ip]], ...limited });
    },
  };
}

export type OperatorLoginLimits = ReturnType<typeof operatorLoginLimits>;
