/**
 * Wire shape of an order (SPEC §3 Order), shared by the engine, the socket gateway and the PWA.
 * Money and prices are decimal strings, never JS numbers.
 */

/** `OrderType`: 1 buy, anything else sell. */
export const ORDER_BUY = 1;
export const ORDER_SELL = 2;
export type OrderDirection = typeof ORDER_BUY | typeof ORDER_SELL;

/** Order tab / state (SPEC §4): 1 holding, 0 dealing (pending), 3 history. */
export const ORDER_PENDING = 0;
export const ORDER_HOLDING = 1;
export const ORDER_CLOSED = 3;
export type OrderState = typeof ORDER_PENDING | typeof ORDER_HOLDING | typeof ORDER_CLOSED;

export interface Order {
  Id: number;
  OrderType: OrderDirection;
  State: OrderState;
  /** Lots. */
  Quantity: string;
  /** Open price (the target price of a pending order). */
  Price: string;
  OriginPrice: string;
  /** Latest market price the order was valued at. */
  UpdatePrice: string;
  /** Floating P&L while held, realised P&L once closed (USD). */
  FactProfits: string;
  /** Margin (USD). */
  CautionMoney: string;
  TradeFee: string;
  /** "" when not set. */
  TargetLossPrice: string;
  TargetProfitPrice: string;
  CreateTimeHandler: string;
  ForexTradeLists: { ShowCode: string };
}

/** FOREX_TRADE item: an order that opened, filled, was amended or was revalued. */
export type OrderUpdate = Order;

/** Why an order left the book. */
export type CloseReason = "user" | "stop-loss" | "take-profit" | "stop-out" | "cancelled";

/** FOREX_CLOSED item: an order that was closed or cancelled, with its final figures. */
export interface ClosedOrder extends Order {
  State: typeof ORDER_CLOSED;
  ClosePrice: string;
  CloseTimeHandler: string;
  CloseReason: CloseReason;
}
