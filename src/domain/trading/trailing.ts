import { dec, type Dec } from "../decimal.ts";
import { ORDER_BUY, type OrderDirection } from "../order.ts";
import type { BidAsk } from "./prices.ts";

/**
 * A trailing stop, in points (the instrument's smallest price step, 10^-precision, as MT5 means it):
 * the stop loss follows the market at `points` behind it, moving only in the position's favour and
 * only by `step` points or more at a time (0: any whole point).
 */
export interface Trailing {
  points: number;
  step: number;
}

/** MT5's terminal offers no trailing distance below 15 points: closer, the spread's noise closes the position. */
export const MIN_TRAILING_POINTS = 15;
export const MAX_TRAILING_POINTS = 1_000_000;

export type TrailingProblem = "distance-too-small" | "distance-too-large" | "step-too-large";

/** What a held position's trailing stop needs of it. */
export interface TrailedPosition {
  direction: OrderDirection;
  openPrice: string;
  /** null or "" when it has none yet. */
  stopLoss: string | null;
  pricePrecision: number;
}

export const pointOf = (precision: number): Dec => dec(10).pow(-precision);

const isWhole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

/** Why a distance and step cannot trail a position; undefined when they can. */
export function trailingProblem({ points, step }: Trailing): TrailingProblem | undefined {
  if (!Number.isSafeInteger(points) || points < MIN_TRAILING_POINTS) return "distance-too-small";
  if (points > MAX_TRAILING_POINTS) return "distance-too-large";
  if (!isWhole(step, 0, points)) return "step-too-large";
  return undefined;
}

const hasStop = (stopLoss: string | null): stopLoss is string => stopLoss !== null && stopLoss !== "" && !dec(stopLoss).isZero();

/**
 * The price at which the stop loss next moves: a buy's when the Bid rises to it, a sell's when the
 * Ask falls to it. As in MT5 the stop starts trailing once the position is `points` in profit (the
 * stop it sets is then at least the open price), and after that each time it can move `step` points
 * (at least one) past where it is.
 */
export function trailingThreshold(position: TrailedPosition, { points, step }: Trailing): string {
  const point = pointOf(position.pricePrecision);
  const distance = point.times(points);
  const gain = point.times(Math.max(step, 1));
  const open = dec(position.openPrice);
  if (position.direction === ORDER_BUY) {
    const floor = hasStop(position.stopLoss) ? dec(position.stopLoss).plus(gain) : open;
    return (floor.greaterThan(open) ? floor : open).plus(distance).toFixed(position.pricePrecision);
  }
  const ceiling = hasStop(position.stopLoss) ? dec(position.stopLoss).minus(gain) : open;
  return (ceiling.lessThan(open) ? ceiling : open).minus(distance).toFixed(position.pricePrecision);
}

/**
 * Where the trailing stop puts the stop loss at this quote (a buy's at Bid − distance, a sell's at
 * Ask + distance), or undefined when the quote has not reached the threshold: the stop never moves
 * back and never by less than the step.
 */
export function trailedStop(position: TrailedPosition, trailing: Trailing, quote: BidAsk): string | undefined {
  const threshold = trailingThreshold(position, trailing);
  const distance = pointOf(position.pricePrecision).times(trailing.points);
  if (position.direction === ORDER_BUY) {
    return dec(quote.Bid).greaterThanOrEqualTo(threshold) ? dec(quote.Bid).minus(distance).toFixed(position.pricePrecision) : undefined;
  }
  return dec(quote.Ask).lessThanOrEqualTo(threshold) ? dec(quote.Ask).plus(distance).toFixed(position.pricePrecision) : undefined;
}
