import type { Candle, Period, Quote } from "#domain/instrument.ts";

/** What the gateway and the HTTP routes read of the live market; the market hub implements it. */
export interface MarketView {
  /** Latest quote of every instrument. */
  quotes(): Quote[];
  quote(code: string): Quote | undefined;
  /** The forming candle of every period, or undefined for an unknown code. */
  forming(code: string): Partial<Record<Period, Candle>> | undefined;
  hasInstrument(code: string): boolean;
}
