import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { KIND_LIMIT, ORDER_BUY, type CloseReason, type Order } from "#domain/order.ts";

/** Why an order left the book, as the history tab says it. */
export const CLOSE_REASON_LABELS: Record<CloseReason, MessageDescriptor> = {
  user: msg`Closed by you`,
  "stop-loss": msg`Stop loss`,
  "take-profit": msg`Take profit`,
  "stop-out": msg`Stop-out`,
  cancelled: msg`Cancelled`,
  "no-margin": msg`No margin at fill`,
  expired: msg`Expired`,
};

export const isBuy = (order: Pick<Order, "OrderType">) => order.OrderType === ORDER_BUY;

export function directionLabel(order: Pick<Order, "OrderType">): MessageDescriptor {
  return isBuy(order) ? msg`Buy` : msg`Sell`;
}

/** A pending order's type as MT5 names it. */
export function pendingLabel(order: Pick<Order, "OrderType" | "Kind">): MessageDescriptor {
  const limit = order.Kind === KIND_LIMIT;
  if (isBuy(order)) return limit ? msg`Buy limit` : msg`Buy stop`;
  return limit ? msg`Sell limit` : msg`Sell stop`;
}
