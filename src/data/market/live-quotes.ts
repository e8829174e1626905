import type { Quote } from "#domain/instrument.ts";
import { live, quotesChanged } from "#state/live.ts";

/** Quotes that came from the device or an HTTP answer: shown as saved until the socket sends its own. */
const saved = new WeakSet<Quote>();

/**
 * Fills the live store where the socket has not spoken yet: a stored or fetched quote is older
 * than anything the socket sends, so it never replaces a live one.
 */
export function seedLiveQuotes(quotes: readonly Quote[]): void {
  const seeded: string[] = [];
  for (const quote of quotes) {
    if (live.quotes[quote.Code]) continue;
    saved.add(quote);
    live.quotes[quote.Code] = quote;
    seeded.push(quote.Code);
  }
  quotesChanged(seeded);
}

/** Whether the live feed sent this quote (rather than the device's store or the trade list). */
export function isLiveQuote(quote: Quote | undefined): boolean {
  return quote !== undefined && !saved.has(quote);
}
