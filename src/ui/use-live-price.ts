import { MARKET_OPEN, type Instrument } from "../domain/instrument.ts";
import { useQuote } from "../data/facade.ts";
import { changeDirection, type Direction } from "./format-price.ts";

export interface LivePrice {
  close: string;
  change: string;
  open: boolean;
  direction: Direction;
}

/** The latest tick of an instrument, falling back to the trade list's day quotation. */
export function useLivePrice(instrument: Instrument): LivePrice {
  const quote = useQuote(instrument.Code);
  const change = quote?.Change ?? instrument.ForexQuotations.Change;
  return {
    close: quote?.Close ?? instrument.ForexQuotations.Close,
    change,
    open: (quote?.MarketStatus ?? instrument.MarketStatus) === MARKET_OPEN,
    direction: changeDirection(change),
  };
}
