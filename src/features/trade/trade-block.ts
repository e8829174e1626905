/** Why buy and sell are off; each has its message on the trade buttons. */
export type TradeBlock = "no-leverage" | "offline" | "market-closed" | "stale-prices";

/** No tick for this long on an open market and the prices shown are no longer tradable. */
export const STALE_AFTER_MS = 10_000;

export interface TradeConditions {
  /** HasForexMultiple is empty: "no leverage configured". */
  leverageOptions: number;
  online: boolean;
  marketOpen: boolean;
  /** ms (performance.now) of the last tick seen, or of when the page began to watch. */
  lastTickAt: number;
  now: number;
}

/**
 * The first reason that stops trading, most lasting first: an instrument with no leverage never
 * trades; offline, the market status and prices shown are only the last known ones.
 */
export function tradeBlock({ leverageOptions, online, marketOpen, lastTickAt, now }: TradeConditions): TradeBlock | undefined {
  if (leverageOptions === 0) return "no-leverage";
  if (!online) return "offline";
  if (!marketOpen) return "market-closed";
  if (now - lastTickAt >= STALE_AFTER_MS) return "stale-prices";
  return undefined;
}
