import { useEffect } from "react";
import { refreshTradeList, useInstruments } from "#data/market/facade.ts";
import { liveQuoteLookup } from "#data/orders/facade.ts";
import type { Order } from "#domain/order.ts";
import type { StopBasis } from "#domain/trading/stop-distance.ts";
import { usdRate } from "#domain/trading/usd-rate.ts";

/**
 * What an open position's SL and TP in pips or money are measured from: its open price and lots, so
 * the money is what the position books at the level. Undefined until its instrument is listed (the
 * list is asked for when /order was the first screen and none is stored).
 */
export function useHeldStopBasis(order: Order): StopBasis | undefined {
  const instruments = useInstruments();
  const instrument = instruments?.find((i) => i.Id === order.ForexTradeLists.Id);
  const listed = instrument !== undefined;
  useEffect(() => {
    if (!listed) void refreshTradeList();
  }, [listed]);
  if (!instruments || !instrument) return undefined;
  return {
    direction: order.OrderType,
    entry: order.Price,
    lots: order.Quantity,
    units: instrument.ForexContNum,
    usdRate: usdRate(instrument.QuoteCurrency, liveQuoteLookup(instruments)),
    precision: order.ForexTradeLists.PricePrecision,
  };
}
