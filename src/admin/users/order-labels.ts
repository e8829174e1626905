import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ORDER_BUY, ORDER_HOLDING, ORDER_PENDING } from "#domain/order.ts";

/** An order's direction as the wire's integer: 1 buy, anything else sell. */
export function orderDirectionLabel(direction: number): MessageDescriptor {
  return direction === ORDER_BUY ? msg`Buy` : msg`Sell`;
}

/** Pending, open, or closed: a cancelled pending order has left the book too. */
export function orderStateLabel(state: number): MessageDescriptor {
  if (state === ORDER_PENDING) return msg`Pending`;
  if (state === ORDER_HOLDING) return msg`Open`;
  return msg`Closed`;
}
