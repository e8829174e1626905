import { sql } from "drizzle-orm";
import { ORDER_CLOSED } from "#domain/order.ts";
import { rowsOf, type Db } from "../store/db.ts";
import type { TraderIdentity } from "./masked-name.ts";

/** The ranking's window: the last three weeks, by close time. */
export const RECENT_DAYS = 21;

/** One real trader's closed orders summed up; money in USD as decimal strings. */
export interface TraderTotals extends TraderIdentity {
  userId: number;
  recentTrades: number;
  /** Recent orders whose profit beat their fee. */
  recentWins: number;
  recentNet: string;
  recentMargin: string;
  totalTrades: number;
  totalNet: string;
  totalMargin: string;
  /** Most-used leverage. */
  multiple: number;
  /** ShowCode of the most-traded instrument. */
  code: string;
  /** Largest fall of cumulative net profit from its running peak (which starts at 0). */
  maxFall: string;
}

/**
 * Every real (not demo) trader with at least one order closed in the window, in one pass over the
 * orders. An order counts when it was filled and then closed (state 3 with an open price): a
 * pending order cancelled before it filled never traded. Net profit = realised profit − fee.
 * The realised equity curve is the running sum of net profit in close order; its peak starts at
 * 0, so losing from the first trade on is a drawdown too.
 */
export async function traderTotals(db: Db, now: Date): Promise<TraderTotals[]> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const result = await db.execute(sql`
    WITH counted AS (
      SELECT o.id, o.user_id, o.closed_at, o.leverage, i.show_code, o.margin, o.profit - o.fee AS net,
             o.closed_at >= ${since}::timestamptz AS recent
      FROM orders o
      JOIN users u ON u.id = o.user_id AND NOT u.is_demo
      JOIN instruments i ON i.id = o.instrument_id
      WHERE o.state = ${ORDER_CLOSED} AND o.open_price IS NOT NULL AND o.profit IS NOT NULL
    ),
    curve AS (
      SELECT *, sum(net) OVER (PARTITION BY user_id ORDER BY closed_at, id) AS equity FROM counted
    ),
    falls AS (
      SELECT *, greatest(0, max(equity) OVER (PARTITION BY user_id ORDER BY closed_at, id)) - equity AS fall FROM curve
    ),
    totals AS (
      SELECT user_id,
             count(*) FILTER (WHERE recent)::int AS recent_trades,
             count(*) FILTER (WHERE recent AND net > 0)::int AS recent_wins,
             coalesce(sum(net) FILTER (WHERE recent), 0)::text AS recent_net,
             coalesce(sum(margin) FILTER (WHERE recent), 0)::text AS recent_margin,
             count(*)::int AS total_trades,
             sum(net)::text AS total_net,
             sum(margin)::text AS total_margin,
             mode() WITHIN GROUP (ORDER BY leverage) AS multiple,
             mode() WITHIN GROUP (ORDER BY show_code) AS code,
             max(fall)::text AS max_fall
      FROM falls
      GROUP BY user_id
      HAVING count(*) FILTER (WHERE recent) > 0
    )
    SELECT t.*, u.email, u.mobile FROM totals t JOIN users u ON u.id = t.user_id
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    userId: Number(row.user_id),
    email: (row.email as string | null) ?? null,
    mobile: (row.mobile as string | null) ?? null,
    recentTrades: Number(row.recent_trades),
    recentWins: Number(row.recent_wins),
    recentNet: String(row.recent_net),
    recentMargin: String(row.recent_margin),
    totalTrades: Number(row.total_trades),
    totalNet: String(row.total_net),
    totalMargin: String(row.total_margin),
    multiple: Number(row.multiple),
    code: String(row.code),
    maxFall: String(row.max_fall),
  }));
}
