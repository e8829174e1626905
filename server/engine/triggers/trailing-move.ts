import { ORDER_HOLDING } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { trailedStop } from "#domain/trading/trailing.ts";
import { noteLive, type AccountTx } from "../account-tx.ts";
import type { LiveOrder } from "../live-order.ts";
import { moveOrder } from "../order-writes.ts";

/**
 * Moves a held position's stop loss where its trailing stop puts it at `quote`, decided in decimals
 * on the order as stored now (still held), and returns the order as moved; undefined when it has no trailing stop
 * or the quote does not move it (never back, never by less than the step). Every move is stored.
 */
export async function trailStop(tx: AccountTx, order: LiveOrder, quote: BidAsk): Promise<LiveOrder | undefined> {
  if (order.trailingPoints === null || order.openPrice === null) return undefined;
  const stopLoss = trailedStop(
    { direction: order.direction, openPrice: order.openPrice, stopLoss: order.stopLoss, pricePrecision: order.pricePrecision },
    { points: order.trailingPoints, step: order.trailingStep ?? 0 },
    quote,
  );
  if (stopLoss === undefined) return undefined;
  const moved = await moveOrder(tx, order, ORDER_HOLDING, { stopLoss });
  noteLive(tx, moved);
  return moved;
}
