import { formatMoney } from "./format-money.ts";
import { changeDirection, type Direction } from "./format-price.ts";
import { roundDecimalText } from "./round-decimal-text.ts";

/** A profit or a ledger change with its sign always shown: "+1.234500", "-0.50", "0.00"; "--" without a value. */
export function formatSigned(value: string | undefined, places: number): string {
  const rounded = value ? roundDecimalText(value, places) : null;
  if (!rounded) return "--";
  return /[1-9]/.test(rounded) && !rounded.startsWith("-") ? `+${rounded}` : rounded;
}

/** The colour of a signed amount; any non-zero digit counts, however small. */
export function signDirection(value: string | undefined): Direction {
  const rounded = value ? roundDecimalText(value, 10) : null;
  if (!rounded || !/[1-9]/.test(rounded)) return "flat";
  return changeDirection(rounded.startsWith("-") ? "-1" : "1");
}

/** A change of balance as the ledger shows it: 2 decimals, thousands grouped, the sign always shown. */
export function formatSignedMoney(value: string | undefined): string {
  const shown = formatMoney(value);
  return signDirection(value) === "up" && shown !== "0.00" ? `+${shown}` : shown;
}
