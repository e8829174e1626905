import { dec, type DecimalInput } from "../decimal.ts";
import { KIND_LIMIT, KIND_STOP, ORDER_BUY, type OrderDirection } from "../order.ts";
import { openingPrice, type BidAsk } from "./prices.ts";

export type PendingKind = typeof KIND_LIMIT | typeof KIND_STOP;

/**
 * MT5's pending types: a buy below the Ask (or a sell above the Bid) waits for a better price, a
 * limit; on the other side it waits for a breakout, a stop. A target at the market is a limit that
 * fills on the next tick.
 */
export function pendingKind(direction: OrderDirection, target: DecimalInput, quote: BidAsk): PendingKind {
  const market = dec(openingPrice(direction, quote));
  const better = direction === ORDER_BUY ? dec(target).lessThanOrEqualTo(market) : dec(target).greaterThanOrEqualTo(market);
  return better ? KIND_LIMIT : KIND_STOP;
}

/**
 * Whether a pending order fills at this quote: buy limit at Ask ≤ price, buy stop at Ask ≥ price,
 * sell limit at Bid ≥ price, sell stop at Bid ≤ price.
 */
export function pendingFills(direction: OrderDirection, kind: PendingKind, target: DecimalInput, quote: BidAsk): boolean {
  const market = dec(openingPrice(direction, quote));
  const below = market.lessThanOrEqualTo(target);
  const above = market.greaterThanOrEqualTo(target);
  if (direction === ORDER_BUY) return kind === KIND_LIMIT ? below : above;
  return kind === KIND_LIMIT ? above : below;
}

/**
 * The price a triggered pending order fills at: a limit never fills worse than its price (after a
 * gap the market may be better, and a limit is filled at its own price); a stop fills at the market,
 * which after a gap is the first price beyond it.
 */
export function pendingFillPrice(direction: OrderDirection, kind: PendingKind, target: string, quote: BidAsk): string {
  return kind === KIND_LIMIT ? target : openingPrice(direction, quote);
}
