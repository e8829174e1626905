import type { Timers } from "./timers.ts";

/**
 * Tabs heartbeat every 15 s; a frozen background tab may be throttled to one timer a minute, so
 * a tab is only given up after 75 s without a sign of life (a crashed tab that never said `bye`).
 */
export const CLIENT_TTL_MS = 75_000;
const SWEEP_EVERY_MS = 15_000;

export function createClientLiveness(deps: { timers: Timers; onExpired(clientId: string): void; ttlMs?: number }) {
  const lastSeen = new Map<string, number>();
  const ttl = deps.ttlMs ?? CLIENT_TTL_MS;
  let sweeper: unknown = null;

  function sweep() {
    const now = deps.timers.now();
    for (const [clientId, seen] of lastSeen) {
      if (now - seen <= ttl) continue;
      lastSeen.delete(clientId);
      deps.onExpired(clientId);
    }
    if (!lastSeen.size) stopSweeping();
  }

  function stopSweeping() {
    deps.timers.clearInterval(sweeper);
    sweeper = null;
  }

  return {
    /** Records a sign of life; returns whether the tab was already known. */
    touch(clientId: string): boolean {
      const known = lastSeen.has(clientId);
      lastSeen.set(clientId, deps.timers.now());
      sweeper ??= deps.timers.setInterval(sweep, SWEEP_EVERY_MS);
      return known;
    },
    forget(clientId: string) {
      lastSeen.delete(clientId);
      if (!lastSeen.size) stopSweeping();
    },
  };
}
