import { D, dec, type DecimalInput } from "../decimal.ts";
import { PROFIT_DECIMALS } from "./profit.ts";

export type PartProblem = "part-min" | "part-step" | "part-too-many" | "part-leaves-too-few";

export interface PartRules {
  /** The position's lots. */
  held: DecimalInput;
  /** The instrument's minimum lots and lot step (Pip). */
  minLots: DecimalInput;
  step: DecimalInput;
}

/**
 * Why closing `part` of a position is refused: less than the instrument's minimum, not in its lot
 * step, more than is held, or leaving less than the minimum open. Closing all of it is always allowed.
 */
export function partProblem(part: DecimalInput, { held, minLots, step }: PartRules): PartProblem | undefined {
  const lots = dec(part);
  if (lots.equals(held)) return undefined;
  if (lots.greaterThan(held)) return "part-too-many";
  if (lots.lessThan(minLots)) return "part-min";
  if (!lots.mod(step).isZero()) return "part-step";
  if (dec(held).minus(lots).lessThan(minLots)) return "part-leaves-too-few";
  return undefined;
}

/**
 * Splits an amount booked for the whole position (its margin, its opening fee) between the part
 * that closes and the rest, in proportion to their lots. The rest takes what rounding leaves, so
 * the two always add up to the whole.
 */
export function splitByLots(amount: DecimalInput, part: DecimalInput, held: DecimalInput): { part: string; rest: string } {
  const share = dec(amount).times(part).dividedBy(held).toDecimalPlaces(PROFIT_DECIMALS, D.ROUND_HALF_UP);
  return { part: share.toFixed(PROFIT_DECIMALS), rest: dec(amount).minus(share).toFixed(PROFIT_DECIMALS) };
}

const decimalsOf = (text: string) => text.split(".")[1]?.length ?? 0;

/** The lots left open after closing `part`, written with as many decimals as either has. */
export function lotsLeft(held: string, part: string): string {
  const places = Math.max(decimalsOf(held), decimalsOf(part));
  return dec(held).minus(part).toFixed(places);
}
