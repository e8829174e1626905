import { inArray } from "drizzle-orm";
import type { Db } from "#server/store/db.ts";
import { tradingAccounts } from "#server/store/schema.ts";
import { orderReads, type LiveOrder } from "../live-order.ts";
import type { BookUpdate } from "../book-order.ts";

export interface StoredBooks {
  books: BookUpdate<LiveOrder>[];
  /** Users already warned of a margin call that has not recovered. */
  marginCalled: number[];
}

/**
 * Every user's book as stored: their pending and holding orders and their balance, one update per
 * user, so the index and the risk monitor start from the database after a restart.
 */
export async function storedBooks(db: Db): Promise<StoredBooks> {
  const orders = await orderReads(db).allLive();
  const byUser = new Map<number, LiveOrder[]>();
  for (const order of orders) {
    const list = byUser.get(order.userId);
    if (list) list.push(order);
    else byUser.set(order.userId, [order]);
  }
  if (byUser.size === 0) return { books: [], marginCalled: [] };
  const accounts = await db
    .select({ userId: tradingAccounts.userId, balance: tradingAccounts.balance, marginCalled: tradingAccounts.marginCalled })
    .from(tradingAccounts)
    .where(inArray(tradingAccounts.userId, [...byUser.keys()]));
  return {
    books: accounts.map(({ userId, balance }) => ({ userId, balance, live: byUser.get(userId)!, gone: [] })),
    marginCalled: accounts.filter((account) => account.marginCalled).map((account) => account.userId),
  };
}
