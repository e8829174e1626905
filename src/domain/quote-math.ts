import { dec, type DecimalInput } from "./decimal.ts";

/** Percent change of `close` versus `open`, 2 decimals half-up ("-0.42"); "0.00" when open is zero. */
export function percentChange(open: DecimalInput, close: DecimalInput): string {
  const base = dec(open);
  if (base.isZero()) return "0.00";
  const change = dec(close).minus(base).dividedBy(base).times(100).toFixed(2);
  // A change that rounds to zero from below would read "-0.00".
  return change === "-0.00" ? "0.00" : change;
}
