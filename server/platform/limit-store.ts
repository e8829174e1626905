import type { Clock } from "./clock.ts";
import { createSlidingWindowLimiter, type LimitCheck, type SlidingWindowLimiter } from "./rate-limiter.ts";

/** One limit: at most `limit` events per key within any `windowMs`. `name` tells the limits apart in a shared store. */
export interface LimitWindow {
  name: string;
  limit: number;
  windowMs: number;
}

export type LimitEntry = readonly [LimitWindow, string];

export type Reserved = { slots: { release(): Promise<void> } } | { refused: number; retryAfterMs: number };

/** Where the events of the limits are counted: this process's memory, or Redis shared by every process. */
export interface LimitStore {
  /**
   * Checks each group of entries in order; when none refuses, counts one event for every entry, in
   * the same atomic step, so concurrent callers cannot all pass before any is counted. Otherwise
   * counts nothing and names the first refusing group with its longest wait.
   */
  reserve(groups: ReadonlyArray<ReadonlyArray<LimitEntry>>): Promise<Reserved>;
  /** Forgets the events of `key` in `window` (a successful log-in clears its failures). */
  reset(window: LimitWindow, key: string): Promise<void>;
}

/** Refuses when any entry's limiter is full, with the longest wait; records nothing. */
function checkAll(entries: ReadonlyArray<readonly [SlidingWindowLimiter, string]>): LimitCheck {
  let worst: LimitCheck = { allowed: true };
  for (const [limiter, key] of entries) {
    const result = limiter.check(key);
    if (!result.allowed && (worst.allowed || result.retryAfterMs > worst.retryAfterMs)) worst = result;
  }
  return worst;
}

/** In memory: limits are per process and start empty after a restart. */
export function createMemoryLimitStore(clock: Clock): LimitStore {
  const limiters = new Map<string, SlidingWindowLimiter>();
  const limiterOf = ({ name, limit, windowMs }: LimitWindow) => {
    let limiter = limiters.get(name);
    if (!limiter) limiters.set(name, (limiter = createSlidingWindowLimiter({ limit, windowMs, clock })));
    return limiter;
  };
  return {
    // No await before the hits: the check and the count are one synchronous step.
    async reserve(groups) {
      const resolved = groups.map((entries) => entries.map(([window, key]) => [limiterOf(window), key] as const));
      for (const [index, entries] of resolved.entries()) {
        const result = checkAll(entries);
        if (!result.allowed) return { refused: index, retryAfterMs: result.retryAfterMs };
      }
      const taken = resolved.flat().map(([limiter, key]) => ({ limiter, key, at: limiter.hit(key) }));
      return { slots: { release: async () => taken.forEach(({ limiter, key, at }) => limiter.release(key, at)) } };
    },
    reset: async (window, key) => limiterOf(window).reset(key),
  };
}
