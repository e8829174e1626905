import type { Instrument } from "#domain/instrument.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import { live } from "#state/live.ts";

/**
 * Bid and Ask of any instrument by code, for USD conversion: the latest tick, else the trade list's
 * quotation. Read when called, so a preview recomputed on a tick sees the other pairs' latest prices.
 */
export function liveQuoteLookup(instruments: readonly Instrument[]): QuoteLookup {
  return (code) => live.quotes[code] ?? instruments.find((i) => i.Code === code)?.ForexQuotations;
}
