import { layOutDecimal } from "./lay-out-decimal.ts";
import { roundDecimalText } from "./round-decimal-text.ts";

/**
 * A quantity with the digits it has, in the user's language, trailing zeros of the fraction dropped:
 * lots as the trader chose them ("0.10" → "0.1", "0,1" in German) or a rate in percent. "--" without a value.
 */
export function formatPlain(value: string | undefined, locale: string): string {
  const exact = value ? roundDecimalText(value, value.split(".")[1]?.length ?? 0) : null;
  if (!exact) return "--";
  return layOutDecimal(exact.includes(".") ? exact.replace(/\.?0+$/, "") : exact, locale);
}
