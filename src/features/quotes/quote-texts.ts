import type { Quote } from "#domain/instrument.ts";
import { formatChange, formatPrice, type Direction } from "#domain/format/format-price.ts";
import { spreadPoints } from "#domain/trading/spread.ts";

/** What a quote row writes of a price, in the user's language. */
export interface QuoteTexts {
  bid: string;
  ask: string;
  high: string;
  low: string;
  change: string;
  /** Ask − Bid in points, as a bare number the row's translated "{spread} pts" carries. */
  spread: string;
}

/**
 * A row's texts for the day's quotation: the app's rows and the early script's live copy of home
 * (src/early-live.ts) write the same.
 */
export function quoteTexts(day: Pick<Quote, "Bid" | "Ask" | "High" | "Low" | "Change">, precision: number, locale: string): QuoteTexts {
  const price = (value: string | undefined) => formatPrice(value, precision, locale);
  return {
    bid: price(day.Bid),
    ask: price(day.Ask),
    high: price(day.High),
    low: price(day.Low),
    change: formatChange(day.Change, locale),
    spread: spreadPoints(day, precision),
  };
}

/** The classes of a row's values, bid and change badge; a greyed (stale or saved) price is flat. */
export const valuesClass = (greyed: boolean) => (greyed ? "quote-values stale" : "quote-values");
export const priceClass = (open: boolean, direction: Direction) => `quote-price num ${open ? direction : ""}`;
export const changeClass = (direction: Direction) => `change-badge change-${direction} num`;
