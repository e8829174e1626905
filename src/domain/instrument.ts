/**
 * Wire shapes of SPEC §3. Prices, rates and amounts travel as decimal strings so that no
 * float rounding happens between the engine and the screen.
 */
export interface LeverageOption {
  Value: number;
}

export interface Quotation {
  /** Day open. */
  Open: string;
  /** Last price. */
  Close: string;
  /** Percent change of Close versus Open, 2 decimals, e.g. "-0.42". */
  Change: string;
}

export type SessionKind = "fx" | "crypto" | "metals" | "energy" | "us_equity" | "eu_equity" | "asia_equity";

export interface Instrument {
  Id: number;
  Code: string;
  ShowCode: string;
  /** Display name, e.g. "Euro / US Dollar". */
  Name: string;
  /** URL path of the logo image served by the server. */
  Logo: string;
  CategoryId: number;
  /** 1 = open. */
  MarketStatus: number;
  PricePrecision: number;
  /** Lot step, a decimal string ("0.01"). */
  Pip: string;
  /** Units per lot. */
  ForexContNum: string;
  /** Minimum lots. */
  ForexMinCont: string;
  ForexFeeRate: string;
  /** 1 = fixed margin. */
  MarginMode: number;
  HasForexMultiple: LeverageOption[];
  ForexQuotations: Quotation;
  QuoteCurrency: string;
  Session: SessionKind;
}

export interface Category {
  Id: number;
  NameShowTrans: string;
}

/** One live quote, as sent on DAY_MARKET and stored (latest per instrument) in IndexedDB. */
export interface Quote {
  Code: string;
  Open: string;
  Close: string;
  Change: string;
  MarketStatus: number;
  /** Milliseconds since epoch when the server produced this price. */
  Time: number;
}

export interface Candle {
  /** Bucket start, seconds since epoch (UTC). */
  Time: number;
  Open: string;
  High: string;
  Low: string;
  Close: string;
  Volume: string;
}

/** Compact series for row sparklines: closes only, oldest first. */
export interface Sparkline {
  forex_id: number;
  period: Period;
  closes: string[];
}

export const PERIODS = ["1min", "5min", "15min", "30min", "60min", "1day"] as const;
export type Period = (typeof PERIODS)[number];

/** The period bar of SPEC §9: label shown → period sent. */
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
