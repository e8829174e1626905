import { roundDecimalText } from "./round-decimal-text.ts";

/**
 * A balance as shown in the user centre (2 decimals), with thousands grouped:
 * "100000" → "100,000.00". Works on the digits, so no float ever touches the amount.
 */
export function formatMoney(value: string | undefined): string {
  const rounded = value ? roundDecimalText(value, 2) : null;
  if (!rounded) return "--";
  const [whole = "", fraction] = rounded.split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const grouped = whole.replace("-", "").replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}.${fraction}`;
}
