/** The clock a silence watch runs on; tests pass vitest's fake timers. */
export interface SilenceClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export const browserClock: SilenceClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** Calls `tick` at each tick of the feed; returns the function that stops. */
export type TickSource = (tick: () => void) => () => void;

/**
 * Whether a feed has gone `afterMs` without a tick, counted from its last tick or from when the
 * watch began. A tick only notes its time: listeners hear only when the silence begins or ends, so
 * a tick renders nothing by itself. Shaped for `useSyncExternalStore`.
 */
export function createSilenceWatch(ticks: TickSource, afterMs: number, clock: SilenceClock) {
  const listeners = new Set<() => void>();
  let lastTickAt = 0;
  let silent = false;
  let timer: unknown;
  let stopTicks = () => {};

  const tell = () => listeners.forEach((listener) => listener());
  const arm = () => {
    timer = clock.setTimeout(check, lastTickAt + afterMs - clock.now());
  };
  // Ticks that came meanwhile, or a timer that fired early, leave time to wait: armed again for it.
  function check() {
    if (clock.now() - lastTickAt < afterMs) return arm();
    silent = true;
    tell();
  }
  function tick() {
    lastTickAt = clock.now();
    if (!silent) return;
    silent = false;
    tell();
    arm();
  }

  return {
    silent: () => silent,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        lastTickAt = clock.now();
        silent = false;
        stopTicks = ticks(tick);
        arm();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopTicks();
        clock.clearTimeout(timer);
      };
    },
  };
}

export type SilenceWatch = ReturnType<typeof createSilenceWatch>;
