import { Type, type Static } from "typebox";
import { IntegerChoice, TextChoice } from "./contract/fields.ts";
import type { PriceAlert } from "./contract/alerts.ts";

/**
 * Wire shape of an order, shared by the engine,
 * the socket gateway and the PWA. Money and prices are decimal strings, never JS numbers.
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

/** FOREX_TRADE item: an order that opened, filled, was amended or was revalued. */
export type OrderUpdate = Order;

/** Why an order left the book. */
export const CLOSE_REASONS = ["user", "stop-loss", "take-profit", "stop-out", "cancelled", "no-margin", "expired"] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

const orderFields = {
  Id: Type.Integer(),
  OrderType: IntegerChoice([ORDER_BUY, ORDER_SELL]),
  State: IntegerChoice([ORDER_PENDING, ORDER_HOLDING, ORDER_CLOSED]),
  Kind: IntegerChoice([KIND_MARKET, KIND_LIMIT, KIND_STOP]),
  /** Lots. */
  Quantity: Type.String(),
  /** Open price (the target price of a pending order). */
  Price: Type.String(),
  /** The price asked for: the target of a pending order, the market price seen at submit otherwise. */
  OriginPrice: Type.String(),
  /** Latest market price the order was valued at (the price it would close at). */
  UpdatePrice: Type.String(),
  /** Floating P&L while held, realised P&L once closed (USD). */
  FactProfits: Type.String(),
  /** Margin (USD). */
  CautionMoney: Type.String(),
  TradeFee: Type.String(),
  /** Overnight swap booked to the balance while held (USD, negative when charged); not part of FactProfits. */
  Swap: Type.String(),
  /** Leverage the order was opened with. */
  Multiple: Type.Integer(),
  /** "" when not set. */
  TargetLossPrice: Type.String(),
  TargetProfitPrice: Type.String(),
  /** A held position's trailing stop distance in points (10^-PricePrecision); absent when it has none. */
  TrailingPoints: Type.Optional(Type.Integer()),
  /** The least move of the trailing stop in points; absent with no trailing stop. */
  TrailingStep: Type.Optional(Type.Integer()),
  /** ISO 8601 time the order was placed. */
  CreateTimeHandler: Type.String(),
  /** ISO 8601 time a pending order expires at; left out when it waits till cancelled. */
  ExpireTimeHandler: Type.Optional(Type.String()),
  ForexTradeLists: Type.Object({ Id: Type.Integer(), Code: Type.String(), ShowCode: Type.String(), PricePrecision: Type.Integer() }),
};

const closeFields = {
  /** "" for an order cancelled before it filled. */
  ClosePrice: Type.String(),
  CloseTimeHandler: Type.String(),
  CloseReason: TextChoice(CLOSE_REASONS),
};

export const Order = Type.Object(orderFields);
export type Order = Static<typeof Order>;

/** An order that was closed or cancelled, with its final figures. */
export const ClosedOrder = Type.Object({ ...orderFields, State: IntegerChoice([ORDER_CLOSED]), ...closeFields });
export type ClosedOrder = Static<typeof ClosedOrder>;

/**
 * A row of a list that holds open and closed orders: one object schema with the closing fields
 * optional, so the answer is written without trying each shape in turn, typed as either shape.
 */
const ListedOrder = Type.Unsafe<Order | ClosedOrder>(
  Type.Object({ ...orderFields, ClosePrice: Type.Optional(closeFields.ClosePrice), CloseTimeHandler: Type.Optional(closeFields.CloseTimeHandler), CloseReason: Type.Optional(closeFields.CloseReason) }),
);

/** A position a bulk close left open, and why, in the caller's language. */
export const RefusedClose = Type.Object({ Id: Type.Integer(), Reason: Type.String() });

/** Answer of close_all: what closed, what could not, and the closed positions' result together (USD). */
export const BulkCloseResult = Type.Object({
  closed: Type.Array(ClosedOrder),
  refused: Type.Array(RefusedClose),
  total_profit: Type.String(),
});
export type BulkCloseResult = Static<typeof BulkCloseResult>;

/** Answer of my_deal. */
export const OrderList = Type.Object({
  data: Type.Array(ListedOrder),
  total: Type.Integer(),
  /** Sum of FactProfits over the listed state (floating for holding, realised for history). */
  all_fact_profits: Type.String(),
  balance: Type.String(),
});
export type OrderList = Static<typeof OrderList>;

/** Answer of /v1/api/main/account/forexDetail, decimal strings in USD. */
export const AccountDetail = Type.Object({
  balance: Type.String(),
  lock_balance: Type.String(),
  net_value: Type.String(),
  available_prepayment: Type.String(),
  current_margin: Type.String(),
  /** Percent; "" when it has no meaning (no margin in use or no equity left). */
  risk_rate: Type.String(),
  prepayment_ratio: Type.String(),
  /** The levels that close positions and warn, in percent. */
  stop_out_level: Type.String(),
  margin_call_level: Type.String(),
});
export type AccountDetail = Static<typeof AccountDetail>;

/** The account as the app shows it: the server's answer without the risk rate, which no screen shows. */
export type ShownAccount = Omit<AccountDetail, "risk_rate">;

/** One row of /v1/api/main/accountLog/forexChange. */
export const AccountLogEntry = Type.Object({
  Id: Type.Integer(),
  /** Signed change, USD. */
  Value: Type.String(),
  BalanceAfter: Type.String(),
  /** Why, in the caller's language. */
  MemoTran: Type.String(),
  /** ISO 8601. */
  CreatedAtTran: Type.String(),
});
export type AccountLogEntry = Static<typeof AccountLogEntry>;

export const AccountLogPage = Type.Object({ data: Type.Array(AccountLogEntry), total: Type.Integer() });
export type AccountLogPage = Static<typeof AccountLogPage>;

/** One row of /api/follow/list plus max drawdown. Rates in percent. */
export const RankingEntry = Type.Object({
  /** Masked display name ("j***@gmail.com", "138****5678"). */
  user: Type.String(),
  /** Most-used leverage. */
  multiple: Type.Integer(),
  three_week_rate: Type.String(),
  three_week_win: Type.String(),
  three_week_profit: Type.String(),
  total_rate: Type.String(),
  total_trade_num: Type.Integer(),
  /** ShowCode of the most-traded instrument. */
  code: Type.String(),
  max_drawdown: Type.String(),
  /** Copy trading is coming soon: nobody follows yet. */
  followers: Type.Integer(),
});
export type RankingEntry = Static<typeof RankingEntry>;

/** A FOREX_TRADE item that is about the account, not one order. */
export type AccountNotice = MarginCallNotice | ReviewNotice | AlertNotice;

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
  /** A decided withdrawal's amount in USD and what it pays out in which currency, so the tab can say which withdrawal it was. */
  Payout?: { Number: string; Received: string; Currency: string };
}

/** One of the user's price alerts fired at `Value` (a price, or a change in percent). */
export interface AlertNotice {
  Notice: "alert";
  Alert: PriceAlert;
  Value: string;
}
