import type { MessageDescriptor } from "@lingui/core";
import { CODE_RESEND_SECONDS } from "#domain/account.ts";
import type { Config } from "../config.ts";
import { DomainError } from "./domain-error.ts";
import type { Clock } from "./clock.ts";
import { createSlidingWindowLimiter, type LimitCheck, type SlidingWindowLimiter } from "./rate-limiter.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitsConfig = Pick<Config, "loginMaxFailures" | "loginWindowMinutes" | "registrationsPerIpPerHour" | "codesPerIpPerHour">;

/**
 * The abuse limits of the accounts calls. Log-in failures count per account and address, so a
 * stranger elsewhere cannot lock an owner out; per account from anywhere and per address with
 * higher ceilings, so spreading guesses over accounts or addresses does not help either. The
 * account-wide ceilings (log-in failures, codes per destination) never apply to an address the
 * account has logged in from, so a flood from strangers leaves the owner's own address working.
 */
export function createAbuseLimits(config: LimitsConfig, clock: Clock) {
  const limiter = (limit: number, windowMs: number) => createSlidingWindowLimiter({ limit, windowMs, clock });
  const loginWindow = config.loginWindowMinutes * MINUTE;
  return {
    loginFailuresPerAccountAndIp: limiter(config.loginMaxFailures, loginWindow),
    loginFailuresPerAccount: limiter(config.loginMaxFailures * 10, loginWindow),
    loginFailuresPerIp: limiter(config.loginMaxFailures * 5, loginWindow),
    registrationsPerIp: limiter(config.registrationsPerIpPerHour, HOUR),
    demoAccountsPerIp: limiter(config.registrationsPerIpPerHour * 2, HOUR),
    codeResendPerDestinationAndIp: limiter(1, CODE_RESEND_SECONDS * 1000),
    codesPerDestinationAndIp: limiter(5, HOUR),
    codesPerDestination: limiter(10, HOUR),
    codesPerIp: limiter(config.codesPerIpPerHour, HOUR),
    captchasPerIp: limiter(30, MINUTE),
  };
}

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;

export type WaitUnit = "seconds" | "minutes";

/** Throws the 429 answer when `result` refuses; the message tells how long to wait. */
export function enforce(result: LimitCheck, descriptor: MessageDescriptor, unit: WaitUnit): void {
  if (result.allowed) return;
  const wait = Math.max(1, Math.ceil(result.retryAfterMs / (unit === "seconds" ? 1000 : MINUTE)));
  throw new DomainError("limited", descriptor, { [unit]: wait });
}

/** Refuses when any of the limiters is full; records nothing. */
function checkAll(entries: ReadonlyArray<readonly [SlidingWindowLimiter, string]>): LimitCheck {
  let worst: LimitCheck = { allowed: true };
  for (const [limiter, key] of entries) {
    const result = limiter.check(key);
    if (!result.allowed && (worst.allowed || result.retryAfterMs > worst.retryAfterMs)) worst = result;
  }
  return worst;
}

/** Limiters and their keys that share one refusal message. */
export interface LimitGroup {
  entries: ReadonlyArray<readonly [SlidingWindowLimiter, string]>;
  descriptor: MessageDescriptor;
  unit: WaitUnit;
}

export interface Reservation {
  /** Gives the reserved slots back: the work turned out not to count (a correct log-in). */
  release(): void;
}

/**
 * Checks every group and, only when all allow, counts one event in each limiter, in one
 * synchronous step: concurrent requests cannot all pass the check before any of them counts.
 * Call it before the first await of the work it guards. Throws the first group's 429 otherwise.
 */
export function reserve(...groups: readonly LimitGroup[]): Reservation {
  for (const group of groups) enforce(checkAll(group.entries), group.descriptor, group.unit);
  const taken = groups.flatMap((group) => group.entries.map(([limiter, key]) => ({ limiter, key, at: limiter.hit(key) })));
  return { release: () => taken.forEach(({ limiter, key, at }) => limiter.release(key, at)) };
}

/** Runs `work` on a slot reserved first (see reserve), giving the slot back when the work fails. */
export async function countedIfDone<T>(group: LimitGroup, work: () => Promise<T>): Promise<T> {
  const slots = reserve(group);
  try {
    return await work();
  } catch (error) {
    slots.release();
    throw error;
  }
}
