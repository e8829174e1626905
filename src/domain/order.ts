/**
 * Wire shape of an order, shared by the engine, the socket gateway and the PWA.
 * Money and prices are decimal strings, never JS numbers.
 */

/** `OrderType`: 1 buy, anything else sell. */
export const ORDER_BUY = 1;
export const ORDER_SELL = 2;
export type OrderDirection = typeof ORDER_BUY | typeof ORDER_SELL;

/** Order tab / state: 1 holding, 0 dealing (pending), 3 history. */
export const ORDER_PENDING = 0;
export const ORDER_HOLDING = 1;
export const ORDER_CLOSED = 3;
export type OrderState = typeof ORDER_PENDING | typeof ORDER_HOLDING | typeof ORDER_CLOSED;

/** How an order entered (or waits to enter) the market, as MT5 names them. */
export const KIND_MARKET = 0;
export const KIND_LIMIT = 1;
export const KIND_STOP = 2;
export type OrderKind = typeof KIND_MARKET | typeof KIND_LIMIT | typeof KIND_STOP;

/** Submit `status`: 1 at the market price, 0 pending at a target price. */
export const SUBMIT_MARKET = 1;
export const SUBMIT_PENDING = 0;

export interface Order {
  Id: number;
  OrderType: OrderDirection;
  State: OrderState;
  Kind: OrderKind;
  /** Lots. */
  Quantity: string;
  /** Open price (the target price of a pending order). */
  Price: string;
  /** The price asked for: the target of a pending order, the market price seen at submit otherwise. */
  OriginPrice: string;
  /** Latest market price the order was valued at (the price it would close at). */
  UpdatePrice: string;
  /** Floating P&L while held, realised P&L once closed (USD). */
  FactProfits: string;
  /** Margin (USD). */
  CautionMoney: string;
  TradeFee: string;
  /** Leverage the order was opened with. */
  Multiple: number;
  /** "" when not set. */
  TargetLossPrice: string;
  TargetProfitPrice: string;
  /** ISO 8601 time the order was placed. */
  CreateTimeHandler: string;
  ForexTradeLists: { Id: number; Code: string; ShowCode: string; PricePrecision: number };
}

/** FOREX_TRADE item: an order that opened, filled, was amended or was revalued. */
export type OrderUpdate = Order;

/** Why an order left the book. */
export const CLOSE_REASONS = ["user", "stop-loss", "take-profit", "stop-out", "cancelled", "no-margin"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** FOREX_CLOSED item: an order that was closed or cancelled, with its final figures. */
export interface ClosedOrder extends Order {
  State: typeof ORDER_CLOSED;
  /** "" for an order cancelled before it filled. */
  ClosePrice: string;
  CloseTimeHandler: string;
  CloseReason: CloseReason;
}

/** Answer of my_deal. */
export interface OrderList {
  data: (Order | ClosedOrder)[];
  total: number;
  /** Sum of FactProfits over the listed state (floating for holding, realised for history). */
  all_fact_profits: string;
  balance: string;
}

/** Answer of /v1/api/main/account/forexDetail, decimal strings in USD. */
export interface AccountDetail {
  balance: string;
  lock_balance: string;
  net_value: string;
  available_prepayment: string;
  current_margin: string;
  /** Percent; "" when it has no meaning (no margin in use or no equity left). */
  risk_rate: string;
  prepayment_ratio: string;
  /** The levels that close positions and warn, in percent. */
  stop_out_level: string;
  margin_call_level: string;
}

/** One row of /v1/api/main/accountLog/forexChange. */
export interface AccountLogEntry {
  Id: number;
  /** Signed change, USD. */
  Value: string;
  BalanceAfter: string;
  /** Why, in the caller's language. */
  MemoTran: string;
  /** ISO 8601. */
  CreatedAtTran: string;
}

export interface AccountLogPage {
  data: AccountLogEntry[];
  total: number;
}

/** One row of /api/follow/list plus max drawdown. Rates in percent. */
export interface RankingEntry {
  /** Masked display name ("j***@gmail.com", "138****5678"). */
  user: string;
  /** Most-used leverage. */
  multiple: number;
  three_week_rate: string;
  three_week_win: string;
  three_week_profit: string;
  total_rate: string;
  total_trade_num: number;
  /** ShowCode of the most-traded instrument. */
  code: string;
  max_drawdown: string;
  /** Copy trading is coming soon: nobody follows yet. */
  followers: number;
}

/** A FOREX_TRADE item that is about the account, not one order. */
export type AccountNotice = MarginCallNotice | ReviewNotice;

export function isAccountNotice(item: Order | AccountNotice): item is AccountNotice {
  return "Notice" in item;
}

/** The margin level crossed the margin-call level (sent once per crossing). */
export interface MarginCallNotice {
  Notice: "margin-call";
  /** Margin level in percent when it crossed. */
  MarginLevel: string;
}

/**
 * An operator decided one of the user's records: every open tab refreshes it and says so. Kind
 * names the record; Status is its new status in that record's own codes (real-name: review_status; deposit, withdrawal: status).
 */
export interface ReviewNotice {
  Notice: "review";
  Kind: "real-name" | "deposit" | "withdrawal";
  Status: number;
  /** The operator's reason when the record was refused. */
  Reason: string | null;
}
