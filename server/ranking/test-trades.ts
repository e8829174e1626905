import { ORDER_BUY, ORDER_CLOSED, KIND_MARKET } from "#domain/order.ts";
import type { Db } from "../store/db.ts";
import { orders } from "../store/schema.ts";

/** A closed order as the ranking reads it; money in USD. */
export interface TestTrade {
  userId: number;
  instrumentId: number;
  closedAt: Date;
  leverage: number;
  margin: string;
  fee: string;
  profit: string;
  /** False for a pending order cancelled before it filled. */
  filled?: boolean;
}

/**
 * Writes closed orders straight into the store, for the tests and the test door of
 * PIPWISE_TEST_HOOKS=1: the ranking's figures need weeks of history no test can trade through.
 */
export async function insertTestTrades(db: Db, trades: readonly TestTrade[]): Promise<void> {
  if (trades.length === 0) return;
  await db.insert(orders).values(
    trades.map(({ userId, instrumentId, closedAt, leverage, margin, fee, profit, filled = true }): typeof orders.$inferInsert => ({
      userId,
      instrumentId,
      direction: ORDER_BUY,
      kind: KIND_MARKET,
      state: ORDER_CLOSED,
      lots: "0.01",
      leverage,
      openPrice: filled ? "1" : null,
      closePrice: filled ? "1" : null,
      margin: filled ? margin : "0",
      fee: filled ? fee : "0",
      profit: filled ? profit : "0",
      closeReason: filled ? "user" : "cancelled",
      createdAt: closedAt,
      openedAt: filled ? closedAt : null,
      closedAt,
    })),
  );
}
