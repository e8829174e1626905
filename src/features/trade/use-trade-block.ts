import { useMemo, useSyncExternalStore } from "react";
import { MARKET_OPEN, type Instrument, type Quote } from "#domain/instrument.ts";
import { onQuote, useOnline } from "#data/market/facade.ts";
import { browserClock, createSilenceWatch } from "./feed-silence.ts";
import { STALE_AFTER_MS, tradeBlock, type TradeBlock } from "./trade-block.ts";

/**
 * Why buy and sell are off right now, if they are. A new quote is a tick; the silence is counted
 * from when the page shows, so a page opened on a silent feed turns stale 10 s later. A tick is
 * noted outside React: it renders the page once, for its price, and the block again only when the
 * prices go stale or come back.
 */
export function useTradeBlock(instrument: Instrument, quote: Quote | undefined): TradeBlock | undefined {
  const online = useOnline();
  const marketOpen = (quote?.MarketStatus ?? instrument.MarketStatus) === MARKET_OPEN;
  const code = instrument.Code;
  const silence = useMemo(() => createSilenceWatch((tick) => onQuote(code, tick), STALE_AFTER_MS, browserClock), [code]);
  const pricesSilent = useSyncExternalStore(silence.subscribe, silence.silent);
  return tradeBlock({ leverageOptions: instrument.HasForexMultiple.length, online, marketOpen, pricesSilent });
}
