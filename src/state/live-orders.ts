import { proxy } from "valtio";
import type { AccountDetail, Order } from "../domain/order.ts";

export interface LiveOrdersState {
  /** Whose orders these are (the user's id); null before any. */
  owner: number | null;
  /** Open and pending orders by id, each replaced whole (a valtio `ref`), never mutated. */
  orders: Record<number, Order>;
  /** When the book was last known true (ms since epoch); null before anything arrived. */
  asOf: number | null;
  /** Bumped when an order opens, fills, closes or is cancelled: the balance moved with it. */
  bookVersion: number;
  /** The server's account detail as last asked for. */
  account: AccountDetail | null;
}

export const emptyOrders = (): LiveOrdersState => ({ owner: null, orders: {}, asOf: null, bookVersion: 0, account: null });

/** The signed-in user's orders and account in this tab, fed by FOREX_TRADE / FOREX_CLOSED and my_deal. */
export const liveOrders = proxy<LiveOrdersState>(emptyOrders());
