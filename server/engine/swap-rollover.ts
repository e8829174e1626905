import { and, eq, inArray, isNull, lte, lt, max, or, sql } from "drizzle-orm";
import { dec } from "#domain/decimal.ts";
import { ORDER_HOLDING } from "#domain/order.ts";
import type { Rollover } from "#domain/trading/rollover.ts";
import { rolloverSwap, type SwapRates } from "#domain/trading/swap.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { Db } from "../store/db.ts";
import { instruments, orders, swapRollovers } from "../store/schema.ts";
import { noteLive, post, type AccountTx } from "./account-tx.ts";
import { orderReads, type LiveOrder } from "./live-order.ts";
import { rateOf, valueAt } from "./valuation.ts";

export interface SwapRolloverDeps {
  db: Db;
  quoteOf: QuoteLookup;
  /** The order path's group commit: each user's charge serialises with their other calls. */
  batched<T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>): Promise<T>;
}

/** A position is due at a rollover when it was holding at its moment and no run of that day charged it yet. */
const dueAt = (rollover: Rollover) =>
  and(eq(orders.state, ORDER_HOLDING), lte(orders.openedAt, rollover.at), or(isNull(orders.swapDay), lt(orders.swapDay, rollover.day)));

/**
 * Charges (or pays) the overnight swap of every position holding at a rollover, once per position
 * per rollover day: the position's `swap_day` moves to the day in the same transaction as its ledger
 * row, so a run cut short by a crash or a failover and run again by the next leader charges only
 * what is left. Rates are read from the catalog under the account lock, so an operator's change
 * counts from the next rollover in every process.
 */
export function createSwapRollover({ db, quoteOf, batched }: SwapRolloverDeps) {
  async function chargeAccount(tx: AccountTx, rollover: Rollover): Promise<number> {
    const held = (await orderReads(tx.db).inStates(tx.userId, [ORDER_HOLDING])).filter(
      (order) => order.openedAt! <= rollover.at && (order.swapDay === null || order.swapDay < rollover.day),
    );
    if (held.length === 0) return 0;
    const rates = await ratesOf(tx.db, [...new Set(held.map((order) => order.instrumentId))]);
    for (const order of held) {
      const amount = rolloverSwap(
        {
          rates: rates.get(order.instrumentId)!,
          direction: order.direction,
          lots: order.lots,
          units: order.units,
          price: valueAt(order, quoteOf).price,
          precision: order.pricePrecision,
          usdRate: rateOf(order.quoteCurrency, quoteOf),
        },
        rollover.weekday,
      );
      const swap = dec(order.swap).plus(amount).toFixed(6);
      await tx.db.update(orders).set({ swap, swapDay: rollover.day }).where(eq(orders.id, order.id));
      if (!dec(amount).isZero()) await post(tx, { value: dec(amount), memo: "swap", orderId: order.id, at: rollover.at });
      noteLive(tx, { ...order, swap, swapDay: rollover.day } satisfies LiveOrder);
    }
    return held.length;
  }

  return {
    /** Whether this rollover has already run to its end. */
    async finished(rollover: Rollover): Promise<boolean> {
      const [row] = await db.select({ day: swapRollovers.day }).from(swapRollovers).where(eq(swapRollovers.day, rollover.day));
      return row !== undefined;
    },

    /** The day of the latest rollover that ran to its end; null on a store that never ran one. */
    async lastFinished(): Promise<string | null> {
      const [row] = await db.select({ day: max(swapRollovers.day) }).from(swapRollovers);
      return row?.day ?? null;
    },

    /** Runs the rollover for every due position, then records it; returns how many positions it charged. */
    async run(rollover: Rollover, finishedAt: Date): Promise<number> {
      const users = await db.selectDistinct({ userId: orders.userId }).from(orders).where(dueAt(rollover));
      const counts = await Promise.all(users.map(({ userId }) => batched(userId, (tx) => chargeAccount(tx, rollover))));
      const positions = counts.reduce((sum, count) => sum + count, 0);
      await db.insert(swapRollovers).values({ day: rollover.day, positions, finishedAt }).onConflictDoUpdate({
        target: swapRollovers.day,
        set: { positions: sql`${swapRollovers.positions} + ${positions}`, finishedAt },
      });
      return positions;
    },
  };
}

export type SwapRollover = ReturnType<typeof createSwapRollover>;

async function ratesOf(db: Db, ids: number[]): Promise<Map<number, SwapRates>> {
  const rows = await db
    .select({ id: instruments.id, mode: instruments.swapMode, long: instruments.swapLong, short: instruments.swapShort, tripleDay: instruments.swapTripleDay })
    .from(instruments)
    .where(inArray(instruments.id, ids));
  return new Map(rows.map(({ id, ...rates }) => [id, rates]));
}
