import { dec } from "../decimal.ts";
import { ORDER_BUY, type CloseReason, type OrderDirection } from "../order.ts";
import { closingPrice, type BidAsk } from "./prices.ts";

export interface StopLevels {
  /** Decimal strings; "" or undefined when not set. */
  stopLoss?: string;
  takeProfit?: string;
}

export type StopProblem = "stop-loss-side" | "take-profit-side";

const isSet = (value: string | undefined): value is string => value !== undefined && value !== "" && !dec(value).isZero();

/**
 * A buy's stop loss must sit below `reference` and its take profit above; a sell's the other way.
 * The reference is the entry of a new or pending order and the closing price of a held one, so a
 * level that would fire at once is refused, as MT5 does.
 */
export function stopProblem(direction: OrderDirection, reference: string, { stopLoss, takeProfit }: StopLevels): StopProblem | undefined {
  const ref = dec(reference);
  const buy = direction === ORDER_BUY;
  if (isSet(stopLoss) && (buy ? dec(stopLoss).greaterThanOrEqualTo(ref) : dec(stopLoss).lessThanOrEqualTo(ref))) return "stop-loss-side";
  if (isSet(takeProfit) && (buy ? dec(takeProfit).lessThanOrEqualTo(ref) : dec(takeProfit).greaterThanOrEqualTo(ref))) return "take-profit-side";
  return undefined;
}

/**
 * Which of a held position's levels this quote hits: a buy's SL at Bid ≤ SL and TP at Bid ≥ TP, a
 * sell's SL at Ask ≥ SL and TP at Ask ≤ TP. A stop loss wins when a gap jumps past both.
 */
export function stopTriggered(direction: OrderDirection, levels: StopLevels, quote: BidAsk): "stop-loss" | "take-profit" | undefined {
  const price = dec(closingPrice(direction, quote));
  const buy = direction === ORDER_BUY;
  if (isSet(levels.stopLoss) && (buy ? price.lessThanOrEqualTo(levels.stopLoss) : price.greaterThanOrEqualTo(levels.stopLoss))) return "stop-loss";
  if (isSet(levels.takeProfit) && (buy ? price.greaterThanOrEqualTo(levels.takeProfit) : price.lessThanOrEqualTo(levels.takeProfit))) return "take-profit";
  return undefined;
}

/**
 * The price a triggered level closes at: a stop loss at the market, the first price after any gap; a
 * take profit at its own level (after a gap the market is better and the order was a limit), unless
 * the position opened on this very quote, beyond its take profit: it never held the price the level
 * names, so it closes at the market rather than book a loss as a take profit.
 */
export function stopFillPrice(
  direction: OrderDirection,
  reason: Extract<CloseReason, "stop-loss" | "take-profit">,
  levels: StopLevels,
  quote: BidAsk,
  openedOnThisQuote = false,
): string {
  return reason === "take-profit" && !openedOnThisQuote ? levels.takeProfit! : closingPrice(direction, quote);
}
