import { and, eq, sql } from "drizzle-orm";
import type { OrderState } from "#domain/order.ts";
import { runPrepared, slot } from "../store/prepared.ts";
import { orders } from "../store/schema.ts";
import type { AccountTx } from "./account-tx.ts";
import type { LiveOrder } from "./live-order.ts";

/** The columns a new order is written with, placed or closed at once (a closed part); the rest keep their defaults. */
const INSERTED = [
  "userId",
  "instrumentId",
  "direction",
  "kind",
  "state",
  "lots",
  "leverage",
  "targetPrice",
  "openPrice",
  "margin",
  "fee",
  "stopLoss",
  "takeProfit",
  "closePrice",
  "profit",
  "closeReason",
  "createdAt",
  "openedAt",
  "closedAt",
  "expiresAt",
] as const;

/**
 * Writes a new order of the locked account with one prepared statement, and returns its id. In a
 * batch on PostgreSQL the id is one the batch took and the write goes without waiting for it.
 */
export async function insertOrder(tx: AccountTx, order: Omit<LiveOrder, "id">): Promise<number> {
  const id = tx.writes?.nextId();
  if (id !== undefined) {
    tx.writes!.send(() =>
      runPrepared(
        tx.db,
        "order_insert_id",
        (db) => db.insert(orders).values(Object.fromEntries(["id", ...INSERTED].map((column) => [column, slot(column)])) as unknown as typeof orders.$inferInsert),
        { ...order, id, userId: tx.userId },
      ),
    );
    return id;
  }
  const [row] = await runPrepared<{ id: number }[]>(
    tx.db,
    "order_insert",
    (db) =>
      db
        .insert(orders)
        .values(Object.fromEntries(INSERTED.map((column) => [column, slot(column)])) as unknown as typeof orders.$inferInsert)
        .returning({ id: orders.id }),
    { ...order, userId: tx.userId },
  );
  return row!.id;
}

/** An order in another state than the action needs is a bug of the caller (a stale read), not a refusal. */
export const staleOrder = (order: LiveOrder, state: OrderState) => new Error(`order ${order.id} is not in state ${state}: read it under the account lock`);

/**
 * Updates the order only if it is still in `from` in the database too; one prepared statement for
 * each set of columns changed. In a batch on PostgreSQL it goes without waiting, and a stale order
 * fails the batch's run (see `order-batch-writes.ts`) instead of this call.
 */
export async function moveOrder(tx: AccountTx, order: LiveOrder, from: OrderState, changes: Partial<typeof orders.$inferInsert>): Promise<LiveOrder> {
  const move = () => updateOrder(tx, order, from, changes);
  if (tx.writes) tx.writes.send(move);
  else await move();
  return { ...order, ...changes } as LiveOrder;
}

async function updateOrder(tx: AccountTx, order: LiveOrder, from: OrderState, changes: Partial<typeof orders.$inferInsert>): Promise<void> {
  const columns = Object.keys(changes).sort();
  const updated = await runPrepared<{ id: number }[]>(
    tx.db,
    `order_move_${columns.join("_")}`,
    (db) =>
      db
        .update(orders)
        .set(Object.fromEntries(columns.map((column) => [column, slot(column)])))
        .where(and(eq(orders.id, sql.placeholder("id")), eq(orders.userId, sql.placeholder("userId")), eq(orders.state, sql.placeholder("from"))))
        .returning({ id: orders.id }),
    { ...changes, id: order.id, userId: tx.userId, from },
  );
  if (updated.length === 0) throw staleOrder(order, from);
}
