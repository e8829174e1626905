import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { StatementSummary } from "#domain/contract/statement.ts";
import { dec } from "#domain/decimal.ts";
import { lineTotals } from "#domain/statement/summary-lines.ts";
import { dayText, type CalendarDay } from "#domain/statement/zoned-day.ts";
import { rowsOf, type Db } from "../store/db.ts";
import { accountLogs, orders } from "../store/schema.ts";
import { closedDeals, type StatementScope } from "./statement-entries.ts";

/** The balance as the last ledger row before `instant` left it; 0 before the first. */
async function balanceBefore(db: Db, userId: number, instant: Date): Promise<string> {
  const [row] = await db
    .select({ balance: accountLogs.balanceAfter })
    .from(accountLogs)
    .where(and(eq(accountLogs.userId, userId), lt(accountLogs.createdAt, instant)))
    .orderBy(desc(accountLogs.createdAt), desc(accountLogs.id))
    .limit(1);
  return row?.balance ?? "0";
}

/** The ledger rows of the span, and with an instrument chosen only its orders' rows. */
function ledgerRows(db: Db, scope: StatementScope): SQL | undefined {
  const rows = and(eq(accountLogs.userId, scope.userId), gte(accountLogs.createdAt, scope.start), lt(accountLogs.createdAt, scope.end));
  if (scope.instrumentId === undefined) return rows;
  const ofInstrument = db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, scope.userId), eq(orders.instrumentId, scope.instrumentId)));
  return and(rows, inArray(accountLogs.orderId, ofInstrument));
}

/**
 * The span's summary: every line is a sum of ledger rows by kind (the memo), so it equals the
 * ledger to the last decimal; the deals are counted from the orders closed in the span.
 */
export async function statementSummary(db: Db, scope: StatementScope, days: { firstDay: CalendarDay; lastDay: CalendarDay }): Promise<StatementSummary> {
  const [sums, [deals], opening, closing] = await Promise.all([
    db
      .select({ memo: accountLogs.memo, total: sql<string>`sum(${accountLogs.value})::text` })
      .from(accountLogs)
      .where(ledgerRows(db, scope))
      .groupBy(accountLogs.memo),
    db.execute(sql`SELECT count(*)::int AS deals FROM orders o WHERE ${closedDeals(scope)}`).then((result) => rowsOf<{ deals: number }>(result)),
    balanceBefore(db, scope.userId, scope.start),
    balanceBefore(db, scope.userId, scope.end),
  ]);
  const lines = lineTotals(sums);
  const money = (value: string) => dec(value).toFixed(6);
  return {
    deals: Number(deals!.deals),
    profit: lines.profit.toFixed(6),
    fees: lines.fees.toFixed(6),
    swaps: lines.swaps.toFixed(6),
    deposits: lines.deposits.toFixed(6),
    withdrawals: lines.withdrawals.toFixed(6),
    other: lines.other.toFixed(6),
    opening_balance: money(opening),
    closing_balance: money(closing),
    first_day: dayText(days.firstDay),
    last_day: dayText(days.lastDay),
  };
}
