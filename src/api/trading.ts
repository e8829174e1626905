import type { MyDealQuery, PageQuery, SetStopRequest, SubmitRequest } from "../domain/contract/trading.ts";
import type { AccountDetail, AccountLogPage, ClosedOrder, Order, OrderList, RankingEntry } from "../domain/order.ts";
import { formFields } from "./form-fields.ts";
import { request, type RequestOptions } from "./client.ts";

type ReadOptions = Pick<RequestOptions, "signal" | "silent">;

/**
 * A state-changing trading call. `idempotencyKey` is made once per user action and reused if the
 * action is retried, so a lost answer never places or closes twice.
 */
function change<T>(path: string, fields: object, idempotencyKey: string): Promise<T> {
  return request<T>(path, {
    method: "POST",
    loading: true,
    toastSuccess: true,
    body: formFields(fields),
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

export function submitOrder(fields: SubmitRequest, idempotencyKey: string): Promise<Order> {
  return change<Order>("/v1/api/forex/submit", fields, idempotencyKey);
}

export function closeOrder(id: number, idempotencyKey: string): Promise<ClosedOrder> {
  return change<ClosedOrder>("/v1/api/forex/close", { id }, idempotencyKey);
}

export function cancelOrder(id: number, idempotencyKey: string): Promise<ClosedOrder> {
  return change<ClosedOrder>("/v1/api/forex/cancel_trade", { id }, idempotencyKey);
}

export function setStops(fields: SetStopRequest, idempotencyKey: string): Promise<Order> {
  return change<Order>("/v1/api/forex/set_stop_price", fields, idempotencyKey);
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
