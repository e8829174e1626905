import type { MessageDescriptor } from "@lingui/core";
import { CODE_RESEND_SECONDS } from "#domain/account.ts";
import type { Config } from "../config.ts";
import { DomainError } from "./domain-error.ts";
import type { LimitStore, LimitWindow } from "./limit-store.ts";
import type { LimitCheck } from "./rate-limiter.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitsConfig = Pick<Config, "loginMaxFailures" | "loginWindowMinutes" | "registrationsPerIpPerHour" | "codesPerIpPerHour" | "passkeyLoginOptionsPerIpPerMinute">;

/** One limit in its store: in memory, or shared by every process through Redis. */
export interface Limiter {
  readonly window: LimitWindow;
  readonly store: LimitStore;
  /** Counts one event for `key` when the limit allows it. */
  take(key: string): Promise<LimitCheck>;
  /** Forgets the events of `key`. */
  reset(key: string): Promise<void>;
}

export function createLimiter(store: LimitStore, name: string, limit: number, windowMs: number): Limiter {
  const window = { name, limit, windowMs };
  return {
    window,
    store,
    async take(key) {
      const reserved = await store.reserve([[[window, key]]]);
      return "slots" in reserved ? { allowed: true } : { allowed: false, retryAfterMs: reserved.retryAfterMs };
    },
    reset: (key) => store.reset(window, key),
  };
}

/**
 * The abuse limits of the accounts calls. Log-in failures count per account and address, so a
 * stranger elsewhere cannot lock an owner out; per account from anywhere and per address with
 * higher ceilings, so spreading guesses over accounts or addresses does not help either. The
 * account-wide ceilings (log-in failures, codes per destination) never apply to an address the
 * account has logged in from, so a flood from strangers leaves the owner's own address working.
 */
export function createAbuseLimits(config: LimitsConfig, store: LimitStore) {
  const loginWindow = config.loginWindowMinutes * MINUTE;
  const limits = {
    loginFailuresPerAccountAndIp: [config.loginMaxFailures, loginWindow],
    loginFailuresPerAccount: [config.loginMaxFailures * 10, loginWindow],
    loginFailuresPerIp: [config.loginMaxFailures * 5, loginWindow],
    registrationsPerIp: [config.registrationsPerIpPerHour, HOUR],
    demoAccountsPerIp: [config.registrationsPerIpPerHour * 2, HOUR],
    codeResendPerDestinationAndIp: [1, CODE_RESEND_SECONDS * 1000],
    codesPerDestinationAndIp: [5, HOUR],
    codesPerDestination: [10, HOUR],
    codesPerIp: [config.codesPerIpPerHour, HOUR],
    captchasPerIp: [30, MINUTE],
    passkeyLoginOptionsPerIp: [config.passkeyLoginOptionsPerIpPerMinute, MINUTE],
  } as const;
  return Object.fromEntries(Object.entries(limits).map(([name, [limit, windowMs]]) => [name, createLimiter(store, name, limit, windowMs)])) as Record<
    keyof typeof limits,
    Limiter
  >;
}

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;

export type WaitUnit = "seconds" | "minutes";

/** The 429 answer; the message tells how long to wait. */
function limited(retryAfterMs: number, descriptor: MessageDescriptor, unit: WaitUnit): DomainError {
  const wait = Math.max(1, Math.ceil(retryAfterMs / (unit === "seconds" ? 1000 : MINUTE)));
  return new DomainError("limited", descriptor, { [unit]: wait });
}

/** Throws the 429 answer when `result` refuses. */
export function enforce(result: LimitCheck, descriptor: MessageDescriptor, unit: WaitUnit): void {
  if (!result.allowed) throw limited(result.retryAfterMs, descriptor, unit);
}

/** Limiters and their keys that share one refusal message. */
export interface LimitGroup {
  entries: ReadonlyArray<readonly [Limiter, string]>;
  descriptor: MessageDescriptor;
  unit: WaitUnit;
}

export interface Reservation {
  /** Gives the reserved slots back: the work turned out not to count (a correct log-in). */
  release(): Promise<void>;
}

/**
 * Checks every group and, only when all allow, counts one event in each limiter, in one atomic
 * step of the limiters' store: concurrent requests, in this process or another, cannot all pass
 * the check before any of them counts. Throws the first refusing group's 429 otherwise.
 */
export async function reserve(...groups: readonly LimitGroup[]): Promise<Reservation> {
  const store = groups[0]!.entries[0]![0].store;
  const reserved = await store.reserve(groups.map((group) => group.entries.map(([limiter, key]) => [limiter.window, key] as const)));
  if ("slots" in reserved) return reserved.slots;
  const refused = groups[reserved.refused]!;
  throw limited(reserved.retryAfterMs, refused.descriptor, refused.unit);
}

/** Runs `work` on a slot reserved first (see reserve), giving the slot back when the work fails. */
export async function countedIfDone<T>(group: LimitGroup, work: () => Promise<T>): Promise<T> {
  const slots = await reserve(group);
  try {
    return await work();
  } catch (error) {
    await slots.release();
    throw error;
  }
}
