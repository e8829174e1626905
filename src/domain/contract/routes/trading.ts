import { Type } from "typebox";
import { AccountDetail, AccountLogPage, BulkCloseResult, ClosedOrder, Order, OrderList, RankingEntry } from "#domain/order.ts";
import { BulkCloseRequest, ClosePartRequest, ModifyPendingRequest, MyDealQuery, OrderIdRequest, PageQuery, SetStopRequest, SetTrailingRequest, SubmitRequest } from "../trading.ts";
import { get, getOrPost, NoInput, postOrGet } from "./route.ts";

/**
 * The trading calls (forex submit … set_stop_price, set_trailing_stop, account forexDetail and forexChange,
 * follow/list). The calls that change an order take an Idempotency-Key.
 */
export const TRADING_ROUTES = {
  submit: postOrGet("/v1/api/forex/submit", SubmitRequest, Order),
  myDeal: getOrPost("/v1/api/forex/my_deal", MyDealQuery, OrderList),
  close: postOrGet("/v1/api/forex/close", OrderIdRequest, ClosedOrder),
  cancel: postOrGet("/v1/api/forex/cancel_trade", OrderIdRequest, ClosedOrder),
  setStops: postOrGet("/v1/api/forex/set_stop_price", SetStopRequest, Order),
  setTrailing: postOrGet("/v1/api/forex/set_trailing_stop", SetTrailingRequest, Order),
  accountDetail: getOrPost("/v1/api/main/account/forexDetail", NoInput, AccountDetail),
  accountLog: getOrPost("/v1/api/main/accountLog/forexChange", PageQuery, AccountLogPage),
  /** Open to visitors. */
  ranking: get("/api/follow/list", NoInput, Type.Array(RankingEntry)),
  /** The closed part, as a closed order of its own; the rest stays open under the position's id. */
  closePart: postOrGet("/v1/api/forex/close_part", ClosePartRequest, ClosedOrder),
  closeAll: postOrGet("/v1/api/forex/close_all", BulkCloseRequest, BulkCloseResult),
  modifyPending: postOrGet("/v1/api/forex/modify_pending", ModifyPendingRequest, Order),
};
