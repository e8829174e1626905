import type { MessageDescriptor } from "@lingui/core";
import { reserve, type AbuseLimits } from "../platform/abuse-limits.ts";
import { DomainError } from "../platform/domain-error.ts";
import { FACTOR_MESSAGES } from "./factor-messages.ts";

/**
 * Runs the check of a second factor (a code, a passkey's assertion) for `userId` on a failure slot
 * of the log-in's own limits, reserved before the check so concurrent guesses all count, and given
 * back when the check passes. A failed check throws `refusal`.
 */
export async function checkedOnFailureSlot(limits: AbuseLimits, userId: number, ip: string, check: () => Promise<boolean>, refusal: MessageDescriptor): Promise<void> {
  const key = `user:${userId}`;
  const slots = await reserve({
    entries: [
      [limits.loginFailuresPerAccountAndIp, `${key}|${ip}`],
      [limits.loginFailuresPerIp, ip],
      [limits.loginFailuresPerAccount, key],
    ],
    descriptor: FACTOR_MESSAGES.tooManyCodes,
    unit: "minutes",
  });
  if (!(await check())) throw new DomainError("invalid", refusal);
  await slots.release();
  await limits.loginFailuresPerAccountAndIp.reset(`${key}|${ip}`);
}

/** A proof that names no account (an unknown challenge or passkey) counts against the caller's address. */
export async function countAgainstAddress(limits: AbuseLimits, ip: string): Promise<void> {
  await reserve({ entries: [[limits.loginFailuresPerIp, ip]], descriptor: FACTOR_MESSAGES.tooManyCodes, unit: "minutes" });
}
