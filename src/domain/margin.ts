import { D, dec, type DecimalInput } from "./decimal.ts";
import { MARGIN_MODE_FIXED } from "./instrument.ts";

export const MARGIN_DECIMALS = 6;

export interface MarginInput {
  lots: DecimalInput;
  /** Units per lot (ForexContNum). */
  units: DecimalInput;
  price: DecimalInput;
  leverage: DecimalInput;
  marginMode: number;
}

/**
 * Fixed mode = lots × units; otherwise lots × units × price ÷ leverage,
 * rounded half-up to 6 decimals.
 */
export function margin({ lots, units, price, leverage, marginMode }: MarginInput): string {
  const base = dec(lots).times(units);
  const value = marginMode === MARGIN_MODE_FIXED ? base : base.times(price).dividedBy(leverage);
  return value.toDecimalPlaces(MARGIN_DECIMALS, D.ROUND_HALF_UP).toFixed(MARGIN_DECIMALS);
}
