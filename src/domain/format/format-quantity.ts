import { layOutDecimal } from "./lay-out-decimal.ts";
import { exactDecimalText } from "./round-decimal-text.ts";

/**
 * A quantity with every digit it has and no trailing zeros, as the user's language writes it: lots
 * ("0.10" → "0.1"), or an amount in a currency of any precision ("0.00125000" BTC → "0.00125",
 * "0,00125" in German). "--" without a value.
 */
export function formatQuantity(value: string | undefined, locale: string): string {
  const exact = value ? exactDecimalText(value) : null;
  return exact ? layOutDecimal(exact.includes(".") ? exact.replace(/\.?0+$/, "") : exact, locale) : "--";
}
