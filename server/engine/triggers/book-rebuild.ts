import { inArray } from "drizzle-orm";
import type { Db } from "../../store/db.ts";
import { tradingAccounts } from "../../store/schema.ts";
import { orderReads, type LiveOrder } from "../live-order.ts";
import type { BookUpdate } from "./book-order.ts";

/**
 * Every user's book as stored: their pending and holding orders and their balance, one update per
 * user, so the index and the risk monitor start from the database after a restart.
 */
export async function storedBooks(db: Db): Promise<BookUpdate<LiveOrder>[]> {
  const orders = await orderReads(db).allLive();
  const byUser = new Map<number, LiveOrder[]>();
  for (const order of orders) {
    const list = byUser.get(order.userId);
    if (list) list.push(order);
    else byUser.set(order.userId, [order]);
  }
  if (byUser.size === 0) return [];
  const balances = await db
    .select({ userId: tradingAccounts.userId, balance: tradingAccounts.balance })
    .from(tradingAccounts)
    .where(inArray(tradingAccounts.userId, [...byUser.keys()]));
  return balances.map(({ userId, balance }) => ({ userId, balance, live: byUser.get(userId)!, gone: [] }));
}
