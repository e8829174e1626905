/** The trading reads: the orders, the account's figures and log, and the ranking. */
import type { MyDealQuery, PageQuery } from "#domain/contract/trading.ts";
import { TRADING_ROUTES } from "#domain/contract/routes/trading.ts";
import type { AccountDetail, AccountLogPage, OrderList, RankingEntry } from "#domain/order.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

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
