import { useCallback, type RefObject } from "react";
import { MARKET_OPEN, type Instrument } from "#domain/instrument.ts";
import { isLiveQuote, usePricesStale, useQuote } from "#data/market/facade.ts";
import { changeDirection, type Direction } from "#domain/format/format-price.ts";
import { watchOnScreen } from "#ui/on-screen.ts";

export interface LivePrice {
  close: string;
  bid: string;
  ask: string;
  /** The day's high and low Bid; undefined for a quote kept from a version that sent neither. */
  high: string | undefined;
  low: string | undefined;
  change: string;
  open: boolean;
  /** The price is the last known one (offline, socket lost): it has no up/down colour then. */
  stale: boolean;
  /** The price is the one the device or the trade list kept, not yet confirmed by the live feed. */
  saved: boolean;
  direction: Direction;
}

/**
 * The latest tick of an instrument, falling back to the trade list's day quotation. Given the
 * element of a list row, the price follows ticks only while that row is on screen. A stale or saved
 * price is "flat": it never reads as a move.
 */
export function useLivePrice(instrument: Instrument, row?: RefObject<Element | null>): LivePrice {
  const visibility = useCallback(
    (onChange: (visible: boolean) => void) => (row?.current ? watchOnScreen(row.current, onChange) : () => {}),
    [row],
  );
  const quote = useQuote(instrument.Code, row ? visibility : undefined);
  const stale = usePricesStale();
  const saved = !isLiveQuote(quote);
  const day = quote ?? instrument.ForexQuotations;
  const change = day.Change;
  return {
    close: day.Close,
    bid: day.Bid,
    ask: day.Ask,
    high: day.High,
    low: day.Low,
    change,
    open: (quote?.MarketStatus ?? instrument.MarketStatus) === MARKET_OPEN,
    stale,
    saved,
    direction: stale || saved ? "flat" : changeDirection(change),
  };
}
