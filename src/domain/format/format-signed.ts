import { changeDirection, type Direction } from "./format-price.ts";
import { layOutDecimal } from "./lay-out-decimal.ts";
import { roundDecimalText } from "./round-decimal-text.ts";

/** The colour of a signed amount; any non-zero digit counts, however small. */
export function signDirection(value: string | undefined): Direction {
  const rounded = value ? roundDecimalText(value, 10) : null;
  if (!rounded || !/[1-9]/.test(rounded)) return "flat";
  return changeDirection(rounded.startsWith("-") ? "-1" : "1");
}

/** A result or a change of balance in account money: 2 decimals, thousands grouped, the sign always shown: "+1,234.50", "-1.82", "0.00". */
export function formatSignedMoney(value: string | undefined, locale: string): string {
  const rounded = value ? roundDecimalText(value, 2) : null;
  return rounded ? layOutDecimal(rounded, locale, "exceptZero") : "--";
}
