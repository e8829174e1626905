import { layOutDecimal } from "./lay-out-decimal.ts";
import { roundDecimalText } from "./round-decimal-text.ts";

/**
 * A USD amount that may be small (a fee, a margin): up to 6 decimals, trailing zeros dropped down
 * to 2, so 0.0054 is not shown as 0.01 and 10.800000 reads 10.80. "--" without a value. An amount in
 * another currency passes its own `places` (a bitcoin's 8).
 */
export function formatAmount(value: string | undefined, locale: string, places = 6): string {
  const rounded = value ? roundDecimalText(value, places) : null;
  return rounded ? layOutDecimal(rounded.replace(/(\.\d\d\d*?)0+$/, "$1"), locale) : "--";
}
