import { D, dec, type Dec, type DecimalInput } from "../decimal.ts";

/**
 * One pip in price: quotes to 5 or 3 decimals carry a fractional pip (a pipette), so their pip is ten
 * points (0.0001, 0.01 for yen); any other quote's pip is its last decimal.
 */
export function pipSize(precision: number): Dec {
  const pipDigits = precision === 5 || precision === 3 ? precision - 1 : precision;
  return dec(10).pow(-pipDigits);
}

/** USD a one-pip move makes on `lots`: lots × units × pip × usdRate, 6 decimals half-up. */
export function pipValue({ lots, units, precision, usdRate }: { lots: DecimalInput; units: DecimalInput; precision: number; usdRate: DecimalInput }): string {
  return dec(lots).times(units).times(pipSize(precision)).times(usdRate).toDecimalPlaces(6, D.ROUND_HALF_UP).toFixed(6);
}
