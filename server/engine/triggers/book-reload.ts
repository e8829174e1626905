import { eq } from "drizzle-orm";
import { ORDER_HOLDING, ORDER_PENDING } from "#domain/order.ts";
import type { Db } from "#server/store/db.ts";
import { tradingAccounts } from "#server/store/schema.ts";
import { orderReads, type LiveOrder } from "../live-order.ts";
import type { BookUpdate } from "../book-order.ts";

/** The ids of each user's live orders as the triggers hold them, so a reload can tell which left. */
export class KnownBooks {
  private readonly byUser = new Map<number, Set<number>>();

  apply({ userId, live, gone }: Pick<BookUpdate, "userId" | "live" | "gone">): void {
    const ids = this.byUser.get(userId) ?? new Set<number>();
    for (const id of gone) ids.delete(id);
    for (const order of live) ids.add(order.id);
    if (ids.size > 0) this.byUser.set(userId, ids);
    else this.byUser.delete(userId);
  }

  ids(userId: number): readonly number[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}

/**
 * The user's book as the database has it now, as one update over what the triggers knew: every
 * live order, and as gone every known one that is live no more (changed in another process).
 */
export async function reloadedBook(db: Db, userId: number, known: readonly number[]): Promise<BookUpdate<LiveOrder> | undefined> {
  const [account] = await db.select({ balance: tradingAccounts.balance }).from(tradingAccounts).where(eq(tradingAccounts.userId, userId));
  if (!account) return undefined;
  const live = await orderReads(db).inStates(userId, [ORDER_PENDING, ORDER_HOLDING]);
  const ids = new Set(live.map((order) => order.id));
  return { userId, balance: account.balance, live, gone: known.filter((id) => !ids.has(id)) };
}
