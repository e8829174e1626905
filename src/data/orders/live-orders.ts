import { proxy } from "valtio";
import type { OrdersBookState } from "#db/orders-book.ts";

/**
 * The signed-in user's orders and account in this tab: the realtime worker's book as last watched.
 * Each order is a valtio `ref`, replaced whole, never mutated.
 */
export const liveOrders = proxy<OrdersBookState>({ owner: null, orders: {}, asOf: null, bookVersion: 0, account: null });
