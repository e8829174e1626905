import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatPrice } from "#domain/format/format-price.ts";
import type { Order } from "#domain/order.ts";
import { MAX_TRAILING_POINTS, MIN_TRAILING_POINTS, pointOf, trailedStop, trailingProblem, trailingThreshold, type Trailing } from "#domain/trading/trailing.ts";

/** The trailing stop as typed: whole points; an empty (or 0) distance removes it, an empty step is 0. */
export interface TrailingInput {
  points: string;
  step: string;
}

export type TrailingErrors = Partial<Record<keyof TrailingInput, string>>;

const WHOLE_POINTS = /^\d{1,7}$/;

/** The trailing stop the input asks for, null for none, undefined while it is not whole points. */
export function trailingOf({ points, step }: TrailingInput): Trailing | null | undefined {
  if (points === "" || points === "0") return null;
  if (!WHOLE_POINTS.test(points) || (step !== "" && !WHOLE_POINTS.test(step))) return undefined;
  return { points: Number(points), step: step === "" ? 0 : Number(step) };
}

/** The checks the server makes on set_trailing_stop, in the words it refuses with. */
export function checkTrailing(order: Order, input: TrailingInput): TrailingErrors {
  const wanted = trailingOf(input);
  if (wanted === null) return {};
  if (wanted === undefined) {
    const notWhole = i18n._(msg`Enter a whole number of points`);
    return WHOLE_POINTS.test(input.points) ? { step: notWhole } : { points: notWhole };
  }
  const precision = order.ForexTradeLists.PricePrecision;
  const problem = trailingProblem(wanted);
  if (problem === "distance-too-small") {
    const distance = formatPrice(pointOf(precision).times(MIN_TRAILING_POINTS).toFixed(precision), precision, i18n.locale);
    return { points: i18n._(msg`Trail by at least ${MIN_TRAILING_POINTS} points (${distance})`) };
  }
  if (problem === "distance-too-large") return { points: i18n._(msg`Trail by at most ${MAX_TRAILING_POINTS} points`) };
  const { points } = wanted;
  if (problem === "step-too-large") return { step: i18n._(msg`The step can be at most the distance, ${points} points`) };
  return {};
}

/**
 * Where the trailing stop would put the stop loss, as the server will move it: now, when the
 * position is already far enough in profit, or else once the price reaches its threshold.
 */
export function trailingPreview(order: Order, input: TrailingInput): string | undefined {
  const wanted = trailingOf(input);
  if (!wanted || trailingProblem(wanted)) return undefined;
  const precision = order.ForexTradeLists.PricePrecision;
  const position = { direction: order.OrderType, openPrice: order.Price, stopLoss: order.TargetLossPrice, pricePrecision: precision };
  const closing = { Bid: order.UpdatePrice, Ask: order.UpdatePrice };
  const format = (value: string) => formatPrice(value, precision, i18n.locale);
  const now = trailedStop(position, wanted, closing);
  if (now) {
    const stop = format(now);
    return i18n._(msg`The stop loss moves to ${stop} at the next tick`);
  }
  const threshold = trailingThreshold(position, wanted);
  const stop = format(trailedStop(position, wanted, { Bid: threshold, Ask: threshold })!);
  const price = format(threshold);
  return i18n._(msg`The stop loss moves to ${stop} once the price reaches ${price}`);
}
