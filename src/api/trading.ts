import type { MyDealQuery, PageQuery, SetStopRequest, SubmitRequest } from "../domain/contract/trading.ts";
import { TRADING_ROUTES } from "../domain/contract/routes/trading.ts";
import type { AccountDetail, AccountLogPage, ClosedOrder, Order, OrderList, RankingEntry } from "../domain/order.ts";
import { call, type RequestOptions } from "./client.ts";
import { keyedChange } from "./keyed-change.ts";

type ReadOptions = Pick<RequestOptions, "signal" | "silent">;

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

export function myDeal(query: MyDealQuery, options: ReadOptions = {}): Promise<OrderList> {
  return call(TRADING_ROUTES.myDeal, query, options);
}

export function accountDetail(options: ReadOptions = {}): Promise<AccountDetail> {
  return call(TRADING_ROUTES.accountDetail, {}, options);
}

export function accountLog(query: PageQuery, options: ReadOptions = {}): Promise<AccountLogPage> {
  return call(TRADING_ROUTES.accountLog, query, options);
}

/** Open to visitors. */
export function ranking(options: ReadOptions = {}): Promise<RankingEntry[]> {
  return call(TRADING_ROUTES.ranking, {}, options);
}
