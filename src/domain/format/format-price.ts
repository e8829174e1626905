import { roundDecimalText } from "./round-decimal-text.ts";

/** A wire price shown with the instrument's PricePrecision; "--" when there is no price yet. */
export function formatPrice(value: string | undefined, precision: number): string {
  return (value && roundDecimalText(value, Math.max(0, precision))) || "--";
}

export type Direction = "up" | "down" | "flat";

/** Which colour a change gets: positive up (green), negative down (red), zero flat. */
export function changeDirection(change: string | undefined): Direction {
  const rounded = change ? roundDecimalText(change, 2) : null;
  if (!rounded || /^0\.00$/.test(rounded)) return "flat";
  return rounded.startsWith("-") ? "down" : "up";
}

/** A percent change with its sign always shown: "+0.42%", "-1.30%", "0.00%". */
export function formatChange(change: string | undefined): string {
  const rounded = change ? roundDecimalText(change, 2) : null;
  if (!rounded) return "--";
  const direction = changeDirection(change);
  return direction === "up" ? `+${rounded}%` : `${rounded}%`;
}
