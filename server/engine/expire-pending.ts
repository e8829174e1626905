import { and, asc, eq, lte } from "drizzle-orm";
import { ORDER_PENDING } from "#domain/order.ts";
import { orders } from "../store/schema.ts";
import type { EngineCore } from "./engine-core.ts";
import { orderReads } from "./live-order.ts";

/** How many expired orders one sweep cancels at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Cancels the pending orders whose expiry has passed by the engine's clock, each in its account's
 * batch on the order read under the lock (it may have filled, been cancelled or been given a later
 * expiry meanwhile). Their `forex-closed` announcements, reason `expired`, tell the user's sockets
 * and the push notifier. Returns how many it cancelled.
 */
export async function expireDue(core: EngineCore): Promise<number> {
  const now = new Date(core.clock.now());
  const due = await core.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.state, ORDER_PENDING), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(SWEEP_LIMIT);
  const cancelled = await Promise.all(
    due.map(({ id, userId }) =>
      core.batched(userId, async (tx, at) => {
        const order = await orderReads(tx.db).own(userId, id);
        if (order?.state !== ORDER_PENDING || !order.expiresAt || order.expiresAt > at) return false;
        await core.actions.cancelPending(tx, order, "expired", at);
        return true;
      }),
    ),
  );
  return cancelled.filter(Boolean).length;
}
