import { price } from "#domain/format/number-value.ts";
import { MAX_TRAILING_POINTS, MIN_TRAILING_POINTS, pointOf, trailingProblem, type Trailing } from "#domain/trading/trailing.ts";
import { TRADING_MESSAGES } from "../i18n/trading-messages.ts";
import { DomainError } from "../platform/domain-error.ts";

/**
 * Refuses a trailing stop the instrument cannot keep, in the trader's words: a distance under the
 * least (shown in the instrument's price too, with its precision), over the most, or a step past it.
 */
export function checkTrailing(trailing: Trailing, precision: number): void {
  const problem = trailingProblem(trailing);
  if (problem === "distance-too-small") {
    const distance = price(pointOf(precision).times(MIN_TRAILING_POINTS).toFixed(precision), precision);
    throw new DomainError("invalid", TRADING_MESSAGES.trailingTooClose, { min: MIN_TRAILING_POINTS, distance });
  }
  if (problem === "distance-too-large") throw new DomainError("invalid", TRADING_MESSAGES.trailingTooFar, { max: MAX_TRAILING_POINTS });
  if (problem === "step-too-large") throw new DomainError("invalid", TRADING_MESSAGES.trailingStepTooLarge, { points: trailing.points });
}
