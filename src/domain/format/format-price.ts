import { layOutDecimal } from "./lay-out-decimal.ts";
import { exactDecimalText, roundDecimalText } from "./round-decimal-text.ts";

/** A decimal rounded to `places`, as the user's language writes it; "--" without a value. */
export function formatDecimal(value: string | undefined, places: number, locale: string): string {
  const rounded = value ? roundDecimalText(value, Math.max(0, places)) : null;
  return rounded ? layOutDecimal(rounded, locale) : "--";
}

/** A wire price with the instrument's PricePrecision; "--" when there is no price yet. */
export function formatPrice(value: string | undefined, precision: number, locale: string): string {
  return formatDecimal(value, precision, locale);
}

export type Direction = "up" | "down" | "flat";

/** Which colour a change gets: positive up (green), negative down (red), zero flat. */
export function changeDirection(change: string | undefined): Direction {
  const rounded = change ? roundDecimalText(change, 2) : null;
  if (!rounded || /^0\.00$/.test(rounded)) return "flat";
  return rounded.startsWith("-") ? "down" : "up";
}

/** A percent change with its sign always shown: "+0.42%", "-1.30%", "0.00%" in English, "-%1,30" in Turkish. */
export function formatChange(change: string | undefined, locale: string): string {
  const rounded = change ? roundDecimalText(change, 2) : null;
  return rounded ? layOutDecimal(rounded, locale, "exceptZero", "percent") : "--";
}

/** A percent with every digit it has, unsigned: "0.5%" in English, "0,5 %" in French (a configured rate); "--" without a value. */
export function formatExactPercent(value: string | undefined, locale: string): string {
  const exact = value ? exactDecimalText(value) : null;
  return exact ? layOutDecimal(exact, locale, "negative", "percent") : "--";
}

/** A ratio in percent, unsigned: "84.73%" in English, "84,73 %" in French; "--" without a value. */
export function formatPercent(value: string | undefined, locale: string): string {
  const rounded = value ? roundDecimalText(value, 2) : null;
  return rounded ? layOutDecimal(rounded, locale, "negative", "percent") : "--";
}
