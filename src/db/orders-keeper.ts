import type { AccountDetail, ClosedOrder, Order, OrderState } from "#domain/order.ts";
import { TOPIC_FOREX_TRADE, type PrivateMessage } from "#domain/socket-protocol.ts";
import { createOrdersBook, emptyBook } from "./orders-book.ts";
import { forgetOrdersBooks, readOrdersBook, storeOrdersBook } from "./orders.ts";
import type { PipwiseDb } from "./schema.ts";

/** A change of the book (an order opened, filled, closed or cancelled; a list, the account) reaches the device copy within this. */
export const STORE_CHANGE_WITHIN_MS = 250;
/**
 * Live prices and profits alone (up to 4 a second) are written this seldom: the copy is shown
 * with its time when offline, and rewriting it on each one cost a slow phone long tasks on /order.
 */
export const STORE_REVALUATION_EVERY_MS = 10_000;

/** The book as a tab sees it: plain data, for one owner. */
export interface OrdersBookView {
  owner: number;
  orders: Order[];
  asOf: number | null;
  bookVersion: number;
  account: AccountDetail | null;
}

export interface KeeperTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/**
 * The one copy of the user's order book in the realtime worker: it folds the socket's frames, the
 * lists and the answers the tabs hand over, tells every watching tab, and writes the device's copy
 * once however many tabs are open. `writes` says whether this worker is the one that stores it.
 */
export function createOrdersKeeper(db: PipwiseDb, timers: KeeperTimers, onError: (error: unknown) => void, writes: () => boolean = () => true) {
  const state = emptyBook();
  const book = createOrdersBook(state, timers.now);
  const watchers = new Set<(view: OrdersBookView | undefined) => void>();
  let storeTimer: unknown;
  let storeDue = Infinity;
  let restoring: Promise<void> = Promise.resolve();

  const view = (): OrdersBookView | undefined =>
    state.owner === null ? undefined : { ...state, owner: state.owner, orders: Object.values(state.orders) };

  function cancelStore() {
    timers.clearTimeout(storeTimer);
    storeTimer = undefined;
    storeDue = Infinity;
  }

  /** Writes the device copy within `withinMs`, or sooner if a write is already due sooner. */
  function storeSoon(withinMs: number) {
    const due = timers.now() + withinMs;
    if (storeDue <= due) return;
    cancelStore();
    storeDue = due;
    storeTimer = timers.setTimeout(() => {
      cancelStore();
      const { owner, asOf, orders, account } = state;
      if (owner === null || asOf === null || !writes()) return;
      storeOrdersBook(db, owner, { orders: Object.values(orders), asOf, account }).catch(onError);
    }, withinMs);
  }

  function changed(storeWithinMs: number) {
    const next = view();
    for (const watcher of watchers) watcher(next);
    storeSoon(storeWithinMs);
  }

  /** Runs `fold` on the book when it belongs to `owner`, then tells and stores. */
  function fold(owner: number, fold: () => void) {
    if (owner !== state.owner) return;
    fold();
    changed(STORE_CHANGE_WITHIN_MS);
  }

  return {
    /**
     * The book belongs to the signed-in user: every tab says who that is, and a change drops what
     * was held. The device's copy shows until the server speaks (a reload, offline).
     */
    follow(owner: number | null): Promise<void> {
      if (owner === state.owner) return restoring;
      cancelStore();
      book.reset(owner);
      for (const watcher of watchers) watcher(view());
      if (owner === null) {
        restoring = forgetOrdersBooks(db).catch(onError);
        return restoring;
      }
      restoring = readOrdersBook(db, owner).then((kept) => {
        if (!kept || state.owner !== owner) return;
        book.restored(kept.orders, kept.asOf);
        state.account ??= kept.account;
        for (const watcher of watchers) watcher(view());
      }, onError);
      return restoring;
    },

    /** A FOREX_TRADE or FOREX_CLOSED frame, as the socket delivered it. */
    frame(frame: PrivateMessage): void {
      if (state.owner === null) return;
      const version = state.bookVersion;
      if (frame.topic === TOPIC_FOREX_TRADE) book.trade(frame.data, frame.snapshot === true);
      else book.closed(frame.data);
      changed(state.bookVersion === version ? STORE_REVALUATION_EVERY_MS : STORE_CHANGE_WITHIN_MS);
    },

    /** A my_deal answer with every order of `orderState`, asked for at `requestedAt`. */
    listed(owner: number, orderState: OrderState, orders: readonly Order[], requestedAt: number): void {
      fold(owner, () => book.listed(orderState, orders, requestedAt));
    },

    /** The server's answer to the user's own order, close, cancel or change of stops. */
    answered(owner: number, order: Order | ClosedOrder): void {
      fold(owner, () => book.answered(order));
    },

    account(owner: number, account: AccountDetail): void {
      fold(owner, () => (state.account = account));
    },

    /** Calls `watcher` with the book now and after every change; returns the way to stop. */
    watch(watcher: (view: OrdersBookView | undefined) => void): () => void {
      watchers.add(watcher);
      watcher(view());
      return () => void watchers.delete(watcher);
    },
  };
}

export type OrdersKeeper = ReturnType<typeof createOrdersKeeper>;
