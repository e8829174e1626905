import { snapshot } from "valtio";
import type { AccountDetail, Order, OrderState } from "../domain/order.ts";
import { TOPIC_FOREX_TRADE, type PrivateMessage } from "../domain/socket-protocol.ts";
import { liveOrders } from "../state/live-orders.ts";
import { sessionState } from "../state/session.ts";
import { createOrdersBook } from "./orders-book.ts";
import { stored } from "./store.ts";
import { noteResubscribed, noteReviews } from "./review-notices.ts";
import { announceBookEvents } from "./trading-toasts.ts";

/** A change of the book (an order opened, filled, closed or cancelled; a list, the account) reaches the device copy within this. */
const STORE_CHANGE_WITHIN_MS = 250;
/**
 * Live prices and profits alone (up to 4 a second, in every open tab) are written this seldom:
 * the copy is shown with its time when offline, and rewriting it on each one cost a slow phone
 * long tasks on /order.
 */
const STORE_REVALUATION_EVERY_MS = 10_000;

const book = createOrdersBook(liveOrders, Date.now);
const told = new Set<number>();
let storeTimer: ReturnType<typeof setTimeout> | undefined;
let storeDue = Infinity;
let restoring: Promise<void> | undefined;

const warn = (error: unknown) => console.warn("pipwise: stored orders unavailable", error);

function cancelStore() {
  clearTimeout(storeTimer);
  storeTimer = undefined;
  storeDue = Infinity;
}

/** Writes the device copy within `withinMs`, or sooner if a write is already due sooner. */
function storeSoon(withinMs: number) {
  const due = Date.now() + withinMs;
  if (storeDue <= due) return;
  cancelStore();
  storeDue = due;
  storeTimer = setTimeout(() => {
    cancelStore();
    // A snapshot, not the live proxies: IndexedDB cannot clone a Proxy (DataCloneError).
    const { owner, asOf, orders, account } = snapshot(liveOrders);
    if (owner === null || asOf === null) return;
    stored((store) => store.storeOrdersBook(owner, { orders: Object.values(orders), asOf, account }))
      .catch(warn);
  }, withinMs);
}

/** The book belongs to the signed-in user; when that changed, what the tab held is dropped. */
export function followOrdersOwner(): void {
  const owner = sessionState.token ? (sessionState.user?.id ?? null) : null;
  if (liveOrders.owner === owner) return;
  cancelStore();
  restoring = undefined;
  told.clear();
  book.reset(owner);
  if (owner === null)
    stored((store) => store.forgetOrdersBooks())
      .catch(warn);
}

/** A FOREX_TRADE or FOREX_CLOSED frame from the worker (every tab gets each one once). */
export function receiveOrderFrame(frame: PrivateMessage): void {
  followOrdersOwner();
  if (liveOrders.owner === null) return;
  const snapshot = frame.snapshot === true;
  const version = liveOrders.bookVersion;
  const events = frame.topic === TOPIC_FOREX_TRADE ? book.trade(frame.data, snapshot) : book.closed(frame.data, snapshot);
  announceBookEvents(events, told);
  if (snapshot && frame.topic === TOPIC_FOREX_TRADE) noteResubscribed();
  else noteReviews(events.notices);
  storeSoon(liveOrders.bookVersion === version ? STORE_REVALUATION_EVERY_MS : STORE_CHANGE_WITHIN_MS);
}

/** A my_deal answer with every order of `state`, asked for at `requestedAt`. */
export function receiveOrderList(state: OrderState, orders: readonly Order[], requestedAt: number): void {
  followOrdersOwner();
  if (liveOrders.owner === null) return;
  book.listed(state, orders, requestedAt);
  storeSoon(STORE_CHANGE_WITHIN_MS);
}

export function receiveAccountDetail(account: AccountDetail): void {
  followOrdersOwner();
  if (liveOrders.owner === null) return;
  liveOrders.account = account;
  storeSoon(STORE_CHANGE_WITHIN_MS);
}

/** Once per page and user: the book the device kept shows until the server speaks (a reload, offline). */
export function restoreOrders(): Promise<void> {
  followOrdersOwner();
  const owner = liveOrders.owner;
  if (owner === null) return Promise.resolve();
  restoring ??= stored((store) => store.readOrdersBook(owner))
    .then((kept) => {
      if (!kept || liveOrders.owner !== owner) return;
      book.restored(kept.orders, kept.asOf);
      liveOrders.account ??= kept.account;
    }, warn);
  return restoring;
}
