/** The trading actions: place, close (whole, part or in bulk), change and cancel an order, set its stops and trailing stop; each sent once per user action. */
import type { BulkCloseRequest, ClosePartRequest, ModifyPendingRequest, SetStopRequest, SetTrailingRequest, SubmitRequest } from "#domain/contract/trading.ts";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { BulkCloseResult, ClosedOrder, Order } from "#domain/order.ts";
import { keyedChange } from "./keyed-change.ts";

export function submitOrder(fields: SubmitRequest, idempotencyKey: string): Promise<Order> {
  return keyedChange(TRADING_ROUTES.submit, fields, idempotencyKey);
}

export function closeOrder(id: number, idempotencyKey: string): Promise<ClosedOrder> {
  return keyedChange(TRADING_ROUTES.close, { id }, idempotencyKey);
}

export function cancelOrder(id: number, idempotencyKey: string): Promise<ClosedOrder> {
  return keyedChange(TRADING_ROUTES.cancel, { id }, idempotencyKey);
}

export function setStops(fields: SetStopRequest, idempotencyKey: string): Promise<Order> {
  return keyedChange(TRADING_ROUTES.setStops, fields, idempotencyKey);
}

export function setTrailing(fields: SetTrailingRequest, idempotencyKey: string): Promise<Order> {
  return keyedChange(TRADING_ROUTES.setTrailing, fields, idempotencyKey);
}

export function closePart(fields: ClosePartRequest, idempotencyKey: string): Promise<ClosedOrder> {
  return keyedChange(TRADING_ROUTES.closePart, fields, idempotencyKey);
}

export function closeAll(fields: BulkCloseRequest, idempotencyKey: string): Promise<BulkCloseResult> {
  return keyedChange(TRADING_ROUTES.closeAll, fields, idempotencyKey);
}

export function modifyPending(fields: ModifyPendingRequest, idempotencyKey: string): Promise<Order> {
  return keyedChange(TRADING_ROUTES.modifyPending, fields, idempotencyKey);
}
