import type { BidAsk } from "../trading/prices.ts";
import type { QuoteLookup } from "../trading/usd-rate.ts";

/** A fixed market for the formula tables: majors, a JPY pair, a cross, two non-USD indices, fixed-margin oil. */
export const QUOTES: Record<string, BidAsk> = {
  EURUSD: { Bid: "1.10000", Ask: "1.10002" },
  GBPUSD: { Bid: "1.25000", Ask: "1.25005" },
  USDJPY: { Bid: "150.000", Ask: "150.020" },
  EURGBP: { Bid: "0.85000", Ask: "0.85006" },
  GER40: { Bid: "23845.7", Ask: "23846.9" },
  JPN225: { Bid: "48710", Ask: "48718" },
  UKOIL: { Bid: "63.92", Ask: "63.96" },
};

export const quoteOf: QuoteLookup = (code) => QUOTES[code];
