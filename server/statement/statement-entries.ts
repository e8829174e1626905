import { sql, type SQL } from "drizzle-orm";
import type { StatementEntry } from "#domain/contract/statement.ts";
import { DEPOSIT_FINISHED } from "#domain/funds.ts";
import { ORDER_CLOSED } from "#domain/order.ts";
import { WITHDRAW_REJECTED } from "#domain/withdraw.ts";
import { rowsOf, type Db } from "../store/db.ts";

/** Whose rows of which span, and of which instrument (funds belong to none, so they drop out). */
export interface StatementScope {
  userId: number;
  start: Date;
  end: Date;
  instrumentId?: number;
}

type EntryRow = Omit<StatementEntry, "at" | "status_text"> & { at: Date | string };
/** An entry as stored, its status not yet worded. */
export type StoredEntry = Omit<StatementEntry, "status_text">;

const within = (column: SQL, { start, end }: StatementScope) => sql`${column} >= ${start.toISOString()}::timestamptz AND ${column} < ${end.toISOString()}::timestamptz`;

/** A deal is an order that was filled and closed: a cancelled pending order never moved money. */
export const closedDeals = (scope: StatementScope) =>
  sql`o.user_id = ${scope.userId} AND o.state = ${ORDER_CLOSED} AND o.opened_at IS NOT NULL AND ${within(sql`o.closed_at`, scope)}${
    scope.instrumentId === undefined ? sql`` : sql` AND o.instrument_id = ${scope.instrumentId}`
  }`;

/** The three tables as one list of entries with the same columns, newest first once sorted. */
function entries(scope: StatementScope): SQL {
  const deals = sql`
    SELECT 'deal' AS kind, o.id, o.closed_at AS at, i.code, o.direction::int AS direction, o.lots::text AS lots,
      o.open_price::text AS open_price, o.close_price::text AS close_price, i.price_precision::int AS price_precision,
      o.fee::text AS fee, o.profit::text AS profit, NULL::text AS currency, NULL::text AS amount, NULL::int AS status, o.profit::text AS usd
    FROM orders o JOIN instruments i ON i.id = o.instrument_id
    WHERE ${closedDeals(scope)}`;
  if (scope.instrumentId !== undefined) return deals;
  const funds = (kind: string, table: SQL, amount: SQL, usd: SQL) => sql`
    SELECT ${kind} AS kind, f.id, f.created_at AS at, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
      f.currency_code, ${amount}, f.status::int, ${usd}
    FROM ${table} f WHERE f.user_id = ${scope.userId} AND ${within(sql`f.created_at`, scope)}`;
  const deposits = funds("deposit", sql`deposits`, sql`f.number::text`, sql`CASE WHEN f.status = ${DEPOSIT_FINISHED} THEN f.credit::text END`);
  // A withdrawal's USD left the balance when it was asked; a rejected one came back.
  const withdrawals = funds("withdrawal", sql`withdrawals`, sql`f.received::text`, sql`CASE WHEN f.status <> ${WITHDRAW_REJECTED} THEN (-f.number)::text END`);
  return sql`${deals} UNION ALL ${deposits} UNION ALL ${withdrawals}`;
}

const toEntry = (row: EntryRow): StoredEntry => ({ ...row, at: new Date(row.at).toISOString() });

const NEWEST_FIRST = sql`ORDER BY at DESC, kind, id DESC`;
/** As a statement reads on paper. */
const OLDEST_FIRST = sql`ORDER BY at, kind, id`;
/** Rows the export reads at a time, so a year of them is never in memory at once. */
const EXPORT_CHUNK = 500;

/** The reads of the statement's entries: a page, the count, or all of them a chunk at a time (the export). */
export function statementEntries(db: Db) {
  async function slice(scope: StatementScope, order: SQL, limit: number, offset: number): Promise<StoredEntry[]> {
    const result = await db.execute(sql`SELECT * FROM (${entries(scope)}) AS entries ${order} LIMIT ${limit} OFFSET ${offset}`);
    return rowsOf<EntryRow>(result).map(toEntry);
  }

  return {
    page: (scope: StatementScope, limit: number, offset: number) => slice(scope, NEWEST_FIRST, limit, offset),

    async count(scope: StatementScope): Promise<number> {
      const [row] = rowsOf<{ total: number | string }>(await db.execute(sql`SELECT count(*)::int AS total FROM (${entries(scope)}) AS entries`));
      return Number(row!.total);
    },

    async *oldestFirst(scope: StatementScope): AsyncGenerator<StoredEntry> {
      for (let offset = 0; ; offset += EXPORT_CHUNK) {
        const chunk = await slice(scope, OLDEST_FIRST, EXPORT_CHUNK, offset);
        yield* chunk;
        if (chunk.length < EXPORT_CHUNK) return;
      }
    },
  };
}
