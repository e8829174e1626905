import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { StatementKind } from "#domain/contract/statement.ts";
import { MAX_RANGE_DAYS, type PeriodProblem, type StatementPeriod } from "#domain/statement/period.ts";

export const PERIOD_LABELS: Record<StatementPeriod, MessageDescriptor> = {
  today: msg`Today`,
  "7d": msg`Last 7 days`,
  "30d": msg`Last 30 days`,
  custom: msg`Custom range`,
};

export const KIND_LABELS: Record<StatementKind, MessageDescriptor> = {
  deal: msg`Deal`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
};

export const PROBLEM_LABELS: Record<PeriodProblem, MessageDescriptor> = {
  "bad-zone": msg`Your device's time zone is unknown here; set another one`,
  "bad-day": msg`Choose the first and last day of the range`,
  reversed: msg`The first day must not be after the last day`,
  "too-long": msg`A statement covers at most ${MAX_RANGE_DAYS} days; choose a shorter range`,
};
