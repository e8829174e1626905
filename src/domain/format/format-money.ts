import { layOutDecimal } from "./lay-out-decimal.ts";
import { roundDecimalText } from "./round-decimal-text.ts";

/**
 * Account money (a balance, a margin, a result) as the user's language writes it, with 2 decimals:
 * "100000" → "100,000.00" in English, "100.000,00" in German. Works on the digits, so no float ever
 * touches the amount. "--" without a value.
 */
export function formatMoney(value: string | undefined, locale: string): string {
  const rounded = value ? roundDecimalText(value, 2) : null;
  return rounded ? layOutDecimal(rounded, locale) : "--";
}
