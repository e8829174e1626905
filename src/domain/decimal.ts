import Decimal from "decimal.js";

/** One decimal type for all money and price math; never a JS float. */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;
export type DecimalInput = string | number | Dec;

export function dec(value: DecimalInput): Dec {
  return new D(value);
}
