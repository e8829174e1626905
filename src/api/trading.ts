import type { SetStopRequest, SubmitRequest } from "../domain/contract/trading.ts";
import type { ClosedOrder, Order } from "../domain/order.ts";
import { keyedChange } from "./keyed-change.ts";

export function submitOrder(fields: SubmitRequest, idempotencyKey: string): Promise<Order> {
  return keyedChange<Order>("/v1/api/forex/submit", fields, idempotencyKey);
}

export function closeOrder(id: number, idempotencyKey: string): Promise<ClosedOrder> {
  return keyedChange<ClosedOrder>("/v1/api/forex/close", { id }, idempotencyKey);
}

export function cancelOrder(id: number, idempotencyKey: string): Promise<ClosedOrder> {
  return keyedChange<ClosedOrder>("/v1/api/forex/cancel_trade", { id }, idempotencyKey);
}

export function setStops(fields: SetStopRequest, idempotencyKey: string): Promise<Order> {
  return keyedChange<Order>("/v1/api/forex/set_stop_price", fields, idempotencyKey);
}
