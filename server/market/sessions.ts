import type { SessionKind } from "#domain/instrument.ts";
import { minuteOfWeek } from "./zone-time.ts";

/**
 * "real" follows exchange hours; "always-open" (config MARKET_SESSIONS=always-open) keeps every
 * market trading so end-to-end tests and benchmarks see live prices at the weekend too.
 */
export type SessionMode = "real" | "always-open";

const DAY = 1440;
const SUNDAY = 0;
const FRIDAY = 5;
const hm = (hours: number, minutes = 0): number => hours * 60 + minutes;

/** [open, close) in minutes since Sunday 00:00 local time. */
type Window = readonly [number, number];

interface SessionRule {
  timeZone: string;
  windows: readonly Window[];
  /** Days a week the market trades; turns a daily volatility into a per-minute one. */
  tradingDays: number;
}

function weekdays(open: number, close: number): Window[] {
  return [1, 2, 3, 4, 5].map((day) => [day * DAY + open, day * DAY + close] as const);
}

/** CME Globex: Sunday 23:00 to Friday 22:00 UTC with a daily break 22:00–23:00. */
const globex: SessionRule = {
  timeZone: "UTC",
  windows: [0, 1, 2, 3, 4].map((day) => [day * DAY + hm(23), (day + 1) * DAY + hm(22)] as const),
  tradingDays: 5,
};

// Exchange holidays are not modelled: every weekday trades.
const RULES: Record<SessionKind, SessionRule> = {
  fx: { timeZone: "UTC", windows: [[SUNDAY * DAY + hm(22), FRIDAY * DAY + hm(22)]], tradingDays: 5 },
  crypto: { timeZone: "UTC", windows: [[0, 7 * DAY]], tradingDays: 7 },
  metals: globex,
  energy: globex,
  us_equity: { timeZone: "America/New_York", windows: weekdays(hm(9, 30), hm(16)), tradingDays: 5 },
  eu_equity: { timeZone: "Europe/Berlin", windows: weekdays(hm(8), hm(16, 30)), tradingDays: 5 },
  // Tokyo Stock Exchange: morning and afternoon sessions around the lunch break; the close moved to 15:30 in Nov 2024.
  asia_equity: {
    timeZone: "Asia/Tokyo",
    windows: [...weekdays(hm(9), hm(11, 30)), ...weekdays(hm(12, 30), hm(15, 30))],
    tradingDays: 5,
  },
};

export function isMarketOpenAt(session: SessionKind, atMs: number): boolean {
  const rule = RULES[session];
  const minute = minuteOfWeek(rule.timeZone, atMs);
  for (const [open, close] of rule.windows) if (minute >= open && minute < close) return true;
  return false;
}

/** Whether `session` trades at `at` in real exchange hours (DST-aware; holidays not modelled). */
export function isMarketOpen(session: SessionKind, at: Date): boolean {
  return isMarketOpenAt(session, at.getTime());
}

/** Average minutes traded per trading day (1440 for FX, 390 for NYSE). */
export function tradingMinutesPerDay(session: SessionKind): number {
  const rule = RULES[session];
  const total = rule.windows.reduce((sum, [open, close]) => sum + (close - open), 0);
  return total / rule.tradingDays;
}

export interface SessionClock {
  readonly mode: SessionMode;
  isOpen(session: SessionKind, atMs: number): boolean;
}

export function createSessionClock(mode: SessionMode): SessionClock {
  return {
    mode,
    isOpen: mode === "always-open" ? () => true : isMarketOpenAt,
  };
}
