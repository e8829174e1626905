import { ref } from "valtio";
import type { AccountDetail, ClosedOrder, Order, OrderState } from "#domain/order.ts";
import { TOPIC_FOREX_TRADE, type PrivateMessage } from "#domain/socket-protocol.ts";
import type { OrdersBookView } from "#db/orders-keeper.ts";
import type { StoreApi } from "#db/store-api.ts";
import { sessionState } from "#state/session.ts";
import { bookEvents } from "./book-events.ts";
import { liveOrders } from "./live-orders.ts";
import { noteResubscribed, noteReviews } from "../review-notices.ts";
import { noteFiredAlerts } from "../alerts/fired-alerts.ts";
import { stored, watchStored } from "../store.ts";
import { announceBookEvents } from "./trading-toasts.ts";

const told = new Set<number>();
let stopWatching = () => {};

const warn = (error: unknown) => console.warn("pipwise: stored orders unavailable", error);

/** Keeps the orders that did not change, so a row whose order is the same draws nothing again. */
function show(book: OrdersBookView | undefined) {
  if (!book || book.owner !== liveOrders.owner) return;
  const before = liveOrders.orders;
  const same = (order: Order) => JSON.stringify(before[order.Id]) === JSON.stringify(order);
  liveOrders.orders = Object.fromEntries(book.orders.map((order) => [order.Id, same(order) ? before[order.Id]! : ref(order)]));
  liveOrders.asOf = book.asOf;
  liveOrders.account = book.account;
  liveOrders.bookVersion = book.bookVersion;
}

/**
 * The book belongs to the signed-in user; when that changed, what the tab showed is dropped, and
 * the realtime worker, which holds the one book every tab watches, is told whose it is now.
 */
export function followOrdersOwner(): void {
  const owner = sessionState.token ? (sessionState.user?.id ?? null) : null;
  if (liveOrders.owner === owner) return;
  stopWatching();
  told.clear();
  Object.assign(liveOrders, { owner, orders: {}, asOf: null, account: null, bookVersion: liveOrders.bookVersion + 1 });
  stored((store) => store.followOrders(owner)).catch(warn);
  stopWatching = owner === null ? () => {} : watchStored({ name: "orders", owner }, show);
}

/**
 * A FOREX_TRADE or FOREX_CLOSED frame (every tab gets each one once): the worker folds it into the
 * book, and this tab tells the user what the server did on its own.
 */
export function receiveOrderFrame(frame: PrivateMessage): void {
  followOrdersOwner();
  if (liveOrders.owner === null) return;
  const events = bookEvents(frame);
  announceBookEvents(events, told);
  if (frame.snapshot === true && frame.topic === TOPIC_FOREX_TRADE) noteResubscribed();
  else {
    noteReviews(events.notices);
    noteFiredAlerts(events.notices);
  }
}

/** Hands something the server answered to the worker's book, when someone is signed in. */
function toBook(hand: (store: StoreApi, owner: number) => Promise<void>): void {
  followOrdersOwner();
  const owner = liveOrders.owner;
  if (owner !== null) stored((store) => hand(store, owner)).catch(warn);
}

/** A my_deal answer with every order of `state`, asked for at `requestedAt`. */
export function receiveOrderList(state: OrderState, orders: readonly Order[], requestedAt: number): void {
  toBook((store, owner) => store.receiveOrderList(owner, state, orders, requestedAt));
}

/** The server's answer to the user's own order, close, cancel or change of stops: in the book at once. */
export function receiveOrder(order: Order | ClosedOrder): void {
  toBook((store, owner) => store.receiveOrder(owner, order));
}

export function receiveAccountDetail(account: AccountDetail): void {
  toBook((store, owner) => store.receiveAccountDetail(owner, account));
}
