/**
 * Instrument rules that are not wire shapes. The wire shapes themselves come from the
 * TypeBox contract and are re-exported here as types only, so no validator code follows them.
 */
export type { Candle, Category, Instrument, LeverageOption, Quotation, Quote, SessionKind, Sparkline } from "./contract/forex-wire.ts";
import { PERIODS, type Period } from "./periods.ts";

export { PERIODS, isDaily, type Period } from "./periods.ts";

/** The chart's period bar: label shown → period sent. */
export const PERIOD_BAR: readonly { label: string; period: Period }[] = [
  { label: "1M", period: "1min" },
  { label: "5M", period: "5min" },
  { label: "15M", period: "15min" },
  { label: "30M", period: "30min" },
  { label: "1H", period: "60min" },
  { label: "4H", period: "4hour" },
  { label: "1D", period: "1day" },
  { label: "1W", period: "1week" },
  { label: "MN", period: "1mon" },
];

export function isPeriod(value: unknown): value is Period {
  return typeof value === "string" && (PERIODS as readonly string[]).includes(value);
}

export const MARKET_OPEN = 1;
export const MARGIN_MODE_FIXED = 1;
