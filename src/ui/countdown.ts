/**
 * Resend countdowns keyed by what was sent (purpose and destination). The deadline lives outside
 * React, so leaving the page and coming back, or any re-render, shows the time really left; and
 * the seconds are read from the clock, so a throttled background tab never counts slow.
 */
const deadlines = new Map<string, number>();

export function secondsLeft(deadline: number | undefined, now: number): number {
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function startCountdown(key: string, seconds: number, now = Date.now()): number {
  const deadline = now + seconds * 1000;
  deadlines.set(key, deadline);
  return deadline;
}

export function countdownDeadline(key: string): number | undefined {
  return deadlines.get(key);
}

/**
 * Calls `onTick` with the whole seconds left now and at each second boundary until 0, then stops.
 * Returns the function that stops it early.
 */
export function watchCountdown(deadline: number, onTick: (left: number) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const now = Date.now();
    const left = secondsLeft(deadline, now);
    onTick(left);
    if (left === 0) return;
    // Wake when the next whole second flips, measured from the deadline, not from the last tick.
    timer = setTimeout(tick, (deadline - now) % 1000 || 1000);
  };
  tick();
  return () => clearTimeout(timer);
}
