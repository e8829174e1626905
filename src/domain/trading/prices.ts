import { ORDER_BUY, type OrderDirection } from "../order.ts";

/** The two sides of a live quote. */
export interface BidAsk {
  Bid: string;
  Ask: string;
}

/** A buy opens at Ask, a sell at Bid. */
export function openingPrice(direction: OrderDirection, quote: BidAsk): string {
  return direction === ORDER_BUY ? quote.Ask : quote.Bid;
}

/** A buy closes (and is valued, and its SL/TP trigger) at Bid, a sell at Ask. */
export function closingPrice(direction: OrderDirection, quote: BidAsk): string {
  return direction === ORDER_BUY ? quote.Bid : quote.Ask;
}
