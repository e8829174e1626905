import type { MyDealQuery, PageQuery, SetStopRequest, SubmitRequest } from "../domain/contract/trading.ts";
import type { AccountDetail, AccountLogPage, ClosedOrder, Order, OrderList, RankingEntry } from "../domain/order.ts";
import { request, type RequestOptions } from "./client.ts";
import { keyedChange } from "./keyed-change.ts";

type ReadOptions = Pick<RequestOptions, "signal" | "silent">;

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

export function myDeal(query: MyDealQuery, options: ReadOptions = {}): Promise<OrderList> {
  return request<OrderList>("/v1/api/forex/my_deal", { ...options, query });
}

export function accountDetail(options: ReadOptions = {}): Promise<AccountDetail> {
  return request<AccountDetail>("/v1/api/main/account/forexDetail", options);
}

export function accountLog(query: PageQuery, options: ReadOptions = {}): Promise<AccountLogPage> {
  return request<AccountLogPage>("/v1/api/main/accountLog/forexChange", { ...options, query });
}

/** Open to visitors. */
export function ranking(options: ReadOptions = {}): Promise<RankingEntry[]> {
  return request<RankingEntry[]>("/api/follow/list", options);
}
