import { useEffect, useState } from "react";
import { MARKET_OPEN, type Instrument, type Quote } from "#domain/instrument.ts";
import { useOnline } from "#data/market/facade.ts";
import { STALE_AFTER_MS, tradeBlock, type TradeBlock } from "./trade-block.ts";

/**
 * Why buy and sell are off right now, if they are. A new quote object is a tick; the clock starts
 * when the page shows, so a page opened on a silent feed turns stale 10 s later.
 */
export function useTradeBlock(instrument: Instrument, quote: Quote | undefined): TradeBlock | undefined {
  const online = useOnline();
  const marketOpen = (quote?.MarketStatus ?? instrument.MarketStatus) === MARKET_OPEN;
  const [lastTickAt, setLastTickAt] = useState(() => performance.now());
  const [now, setNow] = useState(lastTickAt);

  useEffect(() => {
    const at = performance.now();
    setLastTickAt(at);
    setNow(at);
  }, [quote]);

  const waitsToGoStale = marketOpen && now - lastTickAt < STALE_AFTER_MS;
  useEffect(() => {
    if (!waitsToGoStale) return;
    // Re-armed from the new `now` if the timer fires early.
    const timer = setTimeout(() => setNow(performance.now()), lastTickAt + STALE_AFTER_MS - performance.now());
    return () => clearTimeout(timer);
  }, [lastTickAt, now, waitsToGoStale]);

  return tradeBlock({ leverageOptions: instrument.HasForexMultiple.length, online, marketOpen, lastTickAt, now });
}
