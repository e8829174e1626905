import type { Clock } from "./clock.ts";

export type LimitCheck = { allowed: true } | { allowed: false; retryAfterMs: number };

/** At most `limit` events per key within any `windowMs`; events older than that no longer count. */
export interface SlidingWindowLimiter {
  /** Whether one more event for `key` is allowed now (nothing is recorded). */
  check(key: string): LimitCheck;
  /** Records an event for `key`; returns its time, by which `release` finds it again. */
  hit(key: string): number;
  /** check, and hit when allowed. */
  take(key: string): LimitCheck;
  /** Forgets the events of `key` (a successful log-in clears its failures). */
  reset(key: string): void;
  /** Gives back one event of `key` recorded at `at` (a slot reserved for work that turned out not to count). */
  release(key: string, at: number): void;
}

export interface LimiterOptions {
  limit: number;
  windowMs: number;
  clock: Clock;
  /** Keys kept before old ones are swept, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

const DEFAULT_MAX_KEYS = 50_000;

/** In-memory: limits are per process and start empty after a restart. */
export function createSlidingWindowLimiter({ limit, windowMs, clock, maxKeys = DEFAULT_MAX_KEYS }: LimiterOptions): SlidingWindowLimiter {
  const events = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const times = events.get(key);
    if (!times) return [];
    const kept = times.filter((time) => time > now - windowMs);
    if (kept.length === 0) events.delete(key);
    else if (kept.length !== times.length) events.set(key, kept);
    return kept;
  };

  const sweep = (now: number) => {
    for (const key of events.keys()) recent(key, now);
    // Still full: the oldest keys (Map keeps insertion order) go first.
    for (const key of events.keys()) {
      if (events.size < maxKeys) break;
      events.delete(key);
    }
  };

  const check = (key: string): LimitCheck => {
    const now = clock.now();
    const times = recent(key, now);
    if (times.length < limit) return { allowed: true };
    return { allowed: false, retryAfterMs: times[times.length - limit]! + windowMs - now };
  };

  const hit = (key: string) => {
    const now = clock.now();
    const times = recent(key, now);
    if (times.length === 0 && events.size >= maxKeys) sweep(now);
    events.set(key, [...times, now]);
    return now;
  };

  return {
    check,
    hit,
    take(key) {
      const result = check(key);
      if (result.allowed) hit(key);
      return result;
    },
    reset: (key) => void events.delete(key),
    release(key, at) {
      const times = events.get(key);
      const index = times?.lastIndexOf(at) ?? -1;
      if (index < 0) return;
      const kept = times!.filter((_, i) => i !== index);
      if (kept.length === 0) events.delete(key);
      else events.set(key, kept);
    },
  };
}
