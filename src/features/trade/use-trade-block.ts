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
  const [lastTick, setLastTick] = useState(() => ({ quote, at: performance.now() }));
  const [now, setNow] = useState(lastTick.at);
  // Noted while rendering the tick, not in an effect after it: that would render the whole page a second time per tick.
  if (lastTick.quote !== quote) setLastTick({ quote, at: performance.now() });

  const waitsToGoStale = marketOpen && now - lastTick.at < STALE_AFTER_MS;
  useEffect(() => {
    if (!waitsToGoStale) return;
    // Re-armed from the new `now` if the timer fires early.
    const timer = setTimeout(() => setNow(performance.now()), lastTick.at + STALE_AFTER_MS - performance.now());
    return () => clearTimeout(timer);
  }, [lastTick, now, waitsToGoStale]);

  return tradeBlock({ leverageOptions: instrument.HasForexMultiple.length, online, marketOpen, lastTickAt: lastTick.at, now });
}
