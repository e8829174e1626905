/** Why buy and sell are off; each has its message on the trade buttons. */
export type TradeBlock = "no-leverage" | "offline" | "market-closed" | "stale-prices";

/** No tick for this long on an open market and the prices shown are no longer tradable. */
export const STALE_AFTER_MS = 10_000;

export interface TradeConditions {
  /** HasForexMultiple is empty: "no leverage configured". */
  leverageOptions: number;
  online: boolean;
  marketOpen: boolean;
  /** No tick for STALE_AFTER_MS since the last one, or since the page began to watch. */
  pricesSilent: boolean;
}

/**
 * The first reason that stops trading, most lasting first: an instrument with no leverage never
 * trades; offline, the market status and prices shown are only the last known ones.
 */
export function tradeBlock({ leverageOptions, online, marketOpen, pricesSilent }: TradeConditions): TradeBlock | undefined {
  if (leverageOptions === 0) return "no-leverage";
  if (!online) return "offline";
  if (!marketOpen) return "market-closed";
  if (pricesSilent) return "stale-prices";
  return undefined;
}
