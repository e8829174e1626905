export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Coalesces "this user's positions were revalued" into at most one push per user per period: marks
 * between two flushes collapse into one, and a flush never comes sooner than a period after the last.
 * Pushing runs on a timer, off the tick path.
 */
export class PushThrottle {
  private readonly dirty = new Set<number>();
  private lastFlush = Number.NEGATIVE_INFINITY;
  private timer: unknown;

  constructor(
    private readonly periodMs: number,
    private readonly push: (userId: number) => void,
    private readonly timers: Timers = realTimers,
  ) {}

  mark(userId: number): void {
    this.dirty.add(userId);
    if (this.timer !== undefined) return;
    const wait = Math.max(0, this.lastFlush + this.periodMs - this.timers.now());
    this.timer = this.timers.setTimeout(() => this.flush(), wait);
  }

  stop(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty.clear();
  }

  private flush(): void {
    this.timer = undefined;
    this.lastFlush = this.timers.now();
    const users = [...this.dirty];
    this.dirty.clear();
    for (const userId of users) this.push(userId);
  }
}
