import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { KIND_LIMIT, ORDER_BUY, type OrderDirection } from "#domain/order.ts";
import { pendingKind } from "#domain/trading/pending.ts";
import type { BidAsk } from "#domain/trading/prices.ts";

/**
 * What a pending order at this price will be once placed, as MT5 names it: a buy below the Ask or a
 * sell above the Bid is a limit, the other side a stop. The server decides the same way on submit.
 */
export function pendingKindLabel(direction: OrderDirection, price: string, quote: BidAsk): MessageDescriptor {
  const limit = pendingKind(direction, price, quote) === KIND_LIMIT;
  if (direction === ORDER_BUY) return limit ? msg`Buy limit` : msg`Buy stop`;
  return limit ? msg`Sell limit` : msg`Sell stop`;
}
