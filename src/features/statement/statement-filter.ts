import type { StatementQuery } from "#domain/contract/statement.ts";
import { statementSpan, type PeriodProblem, type StatementPeriod } from "#domain/statement/period.ts";
import { addDays, dayIn, dayText } from "#domain/statement/zoned-day.ts";

export interface FilterDraft {
  period: StatementPeriod;
  from: string;
  to: string;
  /** "" for every instrument. */
  code: string;
}

/** The zone the device is set to: a statement's days are the user's days. */
export const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The last seven days, and a custom range that starts as the same days. */
export function firstDraft(zone: string, now: number): FilterDraft {
  const today = dayIn(zone, now);
  return { period: "7d", from: dayText(addDays(today, -6)), to: dayText(today), code: "" };
}

/** The query a draft asks for, or why it cannot be asked yet: checked here as the server checks it. */
export function queryOf(draft: FilterDraft, zone: string, now: number): StatementQuery | PeriodProblem {
  const range = draft.period === "custom" ? { from: draft.from, to: draft.to } : {};
  const query: StatementQuery = { period: draft.period, tz: zone, ...range, ...(draft.code ? { code: draft.code } : {}) };
  const span = statementSpan(query, now);
  return typeof span === "string" ? span : query;
}
