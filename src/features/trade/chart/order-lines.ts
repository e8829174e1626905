import { dec } from "#domain/decimal.ts";
import { ORDER_HOLDING, ORDER_PENDING, type Order, type OrderDirection, type OrderKind } from "#domain/order.ts";

export type LineRole = "position" | "pending" | "stop-loss" | "take-profit";

/** One level of the user's book on the chart: an entry, a pending target, or a stop. */
export interface OrderLine {
  orderId: number;
  role: LineRole;
  direction: OrderDirection;
  kind: OrderKind;
  lots: string;
  price: string;
  /** A position's floating P&L in account currency, live from the book. */
  profit?: string;
}

const isSet = (price: string) => price !== "" && !dec(price).isZero();

/**
 * The shown instrument's open positions (at their entry), pending orders (at their target) and
 * every stop loss and take profit they carry, in that order so stops draw over entries.
 */
export function orderLines(orders: readonly Order[], instrumentId: number): OrderLine[] {
  const mine = orders.filter((o) => o.ForexTradeLists.Id === instrumentId && (o.State === ORDER_HOLDING || o.State === ORDER_PENDING));
  const line = (o: Order, role: LineRole, price: string): OrderLine => ({ orderId: o.Id, role, direction: o.OrderType, kind: o.Kind, lots: o.Quantity, price });
  const entries = mine.map((o) => (o.State === ORDER_HOLDING ? { ...line(o, "position", o.Price), profit: o.FactProfits } : line(o, "pending", o.Price)));
  const stops = mine.flatMap((o) => [
    ...(isSet(o.TargetLossPrice) ? [line(o, "stop-loss", o.TargetLossPrice)] : []),
    ...(isSet(o.TargetProfitPrice) ? [line(o, "take-profit", o.TargetProfitPrice)] : []),
  ]);
  return [...entries, ...stops];
}
