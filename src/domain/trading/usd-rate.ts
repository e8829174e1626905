import { dec, type Dec } from "../decimal.ts";
import type { BidAsk } from "./prices.ts";

export const ACCOUNT_CURRENCY = "USD";

/** Live quote of an instrument by code ("EURUSD"), or undefined when there is none. */
export type QuoteLookup = (code: string) => BidAsk | undefined;

/**
 * How many USD one unit of `currency` is worth now: X/USD at its Bid, USD/X at 1 ÷ its Ask. A cross
 * such as EUR/GBP is quoted in GBP, so it converts through its USD leg, GBP/USD. Undefined when no
 * pair prices the currency against the dollar.
 */
export function usdRate(currency: string, quoteOf: QuoteLookup): Dec | undefined {
  if (currency === ACCOUNT_CURRENCY) return dec(1);
  const direct = quoteOf(`${currency}${ACCOUNT_CURRENCY}`);
  if (direct) return dec(direct.Bid);
  const inverse = quoteOf(`${ACCOUNT_CURRENCY}${currency}`);
  if (inverse) return dec(1).dividedBy(inverse.Ask);
  return undefined;
}
