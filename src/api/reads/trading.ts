import type { MyDealQuery, PageQuery } from "../../domain/contract/trading.ts";
import type { AccountDetail, AccountLogPage, OrderList, RankingEntry } from "../../domain/order.ts";
import { request } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

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
