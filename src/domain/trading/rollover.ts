/** Minutes after midnight UTC at which the daily rollover happens ("21:00" → 1260). */
export function rolloverMinute(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`rollover time "${time}" is not HH:MM`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** A rollover: the UTC calendar day it belongs to ("2026-11-25") and that day's weekday (0 Sunday). */
export interface Rollover {
  day: string;
  weekday: number;
  at: Date;
}

/**
 * The latest rollover at or before `now`, counting only Monday to Friday: positions held over the
 * weekend pay for it on the instrument's triple day instead.
 */
export function lastRollover(now: number, minute: number): Rollover {
  const dayMs = 86_400_000;
  let at = Math.floor(now / dayMs) * dayMs + minute * 60_000;
  if (at > now) at -= dayMs;
  for (;;) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return { day: new Date(at).toISOString().slice(0, 10), weekday, at: new Date(at) };
    at -= dayMs;
  }
}

/** The most missed rollovers a leader catches up: a week's weekdays. */
export const MOST_ROLLOVERS_CAUGHT_UP = 5;

/**
 * The rollovers after the day `lastDone` up to the latest at `now`, oldest first, at most the
 * latest `most` of them; only the latest when nothing has run yet (a new store charges no past).
 */
export function rolloversSince(lastDone: string | null, now: number, minute: number, most = MOST_ROLLOVERS_CAUGHT_UP): Rollover[] {
  const latest = lastRollover(now, minute);
  if (lastDone === null) return [latest];
  const due: Rollover[] = [];
  for (let rollover = latest; rollover.day > lastDone && due.length < most; rollover = lastRollover(rollover.at.getTime() - 1, minute)) due.unshift(rollover);
  return due;
}
