import { addDays, dayIn, isTimeZone, parseDay, startOfDay, type CalendarDay } from "./zoned-day.ts";

export const STATEMENT_PERIODS = ["today", "7d", "30d", "custom"] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

/** A custom range may span at most this many days, so one statement never scans years of rows. */
export const MAX_RANGE_DAYS = 366;

export interface PeriodChoice {
  period: StatementPeriod;
  /** First and last day of a custom range, "YYYY-MM-DD", both included. */
  from?: string;
  to?: string;
  /** The user's IANA time zone: a day starts at its midnight. */
  tz: string;
}

export type PeriodProblem = "bad-zone" | "bad-day" | "reversed" | "too-long";

/** From `start` (included) to `end` (excluded), as instants; the days as the user named them. */
export interface Span {
  start: Date;
  end: Date;
  firstDay: CalendarDay;
  lastDay: CalendarDay;
}

const LAST_DAYS: Record<Exclude<StatementPeriod, "custom">, number> = { today: 1, "7d": 7, "30d": 30 };

const daysBetween = (from: CalendarDay, to: CalendarDay) => Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);

function daysOf(choice: PeriodChoice, now: number): { firstDay: CalendarDay; lastDay: CalendarDay } | PeriodProblem {
  if (choice.period !== "custom") {
    const lastDay = dayIn(choice.tz, now);
    return { firstDay: addDays(lastDay, 1 - LAST_DAYS[choice.period]), lastDay };
  }
  const firstDay = parseDay(choice.from ?? "");
  const lastDay = parseDay(choice.to ?? "");
  if (!firstDay || !lastDay) return "bad-day";
  const days = daysBetween(firstDay, lastDay);
  if (days < 0) return "reversed";
  if (days >= MAX_RANGE_DAYS) return "too-long";
  return { firstDay, lastDay };
}

/** The instants a statement covers: whole days in the user's zone, today's included. */
export function statementSpan(choice: PeriodChoice, now: number): Span | PeriodProblem {
  if (!isTimeZone(choice.tz)) return "bad-zone";
  const days = daysOf(choice, now);
  if (typeof days === "string") return days;
  return { ...days, start: new Date(startOfDay(choice.tz, days.firstDay)), end: new Date(startOfDay(choice.tz, addDays(days.lastDay, 1))) };
}
