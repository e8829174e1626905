/**
 * Instrument rules that are not wire shapes. The wire shapes themselves come from the
 * TypeBox contract and are re-exported here as types only, so no validator code follows them.
 */
export type { Candle, Category, Instrument, LeverageOption, Quotation, Quote, SessionKind, Sparkline } from "./contract/forex-wire.ts";
import { PERIODS, type Period } from "./periods.ts";

export { PERIODS, type Period };

/** The chart's period bar: label shown → period sent. */
export const PERIOD_BAR: readonly { label: string; period: Period; seconds: number }[] = [
  { label: "1M", period: "1min", seconds: 60 },
  { label: "5M", period: "5min", seconds: 300 },
  { label: "15M", period: "15min", seconds: 900 },
  { label: "30M", period: "30min", seconds: 1800 },
  { label: "1H", period: "60min", seconds: 3600 },
  { label: "1D", period: "1day", seconds: 86400 },
];

export function periodSeconds(period: Period): number {
  return PERIOD_BAR.find((p) => p.period === period)!.seconds;
}

export function isPeriod(value: unknown): value is Period {
  return typeof value === "string" && (PERIODS as readonly string[]).includes(value);
}

export const MARKET_OPEN = 1;
export const MARGIN_MODE_FIXED = 1;
