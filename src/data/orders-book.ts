import { ref } from "valtio";
import { ORDER_CLOSED, type AccountNotice, type ClosedOrder, type Order, type OrderState } from "../domain/order.ts";
import type { LiveOrdersState } from "../state/live-orders.ts";

/** What one frame or answer changed that the user should hear about. */
export interface BookEvents {
  /** Orders that closed or were cancelled since the last frame (never those of a snapshot). */
  closed: ClosedOrder[];
  notices: AccountNotice[];
}

const NO_EVENTS: BookEvents = { closed: [], notices: [] };
/** Closed ids remembered so a late update or an older list never brings one back. */
const GONE_KEPT = 500;

export function isAccountNotice(item: Order | AccountNotice): item is AccountNotice {
  return "Notice" in item;
}

/**
 * Keeps `target` (the tab's live book) in step with the socket's FOREX_TRADE / FOREX_CLOSED frames
 * and with my_deal answers. Closing is final, so an id once closed never returns; an answer only
 * removes the orders the socket had not spoken of since the request went out.
 */
export function createOrdersBook(target: LiveOrdersState, now: () => number) {
  const gone = new Set<number>();
  const heardAt = new Map<number, number>();

  function forget(id: number) {
    gone.add(id);
    if (gone.size > GONE_KEPT) gone.delete(gone.values().next().value!);
    heardAt.delete(id);
    if (!(id in target.orders)) return false;
    delete target.orders[id];
    return true;
  }

  /** Puts an open or pending order; true when it is new or changed state (opened, filled). */
  function put(order: Order, at: number) {
    if (gone.has(order.Id)) return false;
    if (order.State === ORDER_CLOSED) return forget(order.Id);
    const known = target.orders[order.Id];
    target.orders[order.Id] = ref(order);
    heardAt.set(order.Id, at);
    return known?.State !== order.State;
  }

  function touched(moved: boolean, at: number) {
    target.asOf = at;
    if (moved) target.bookVersion += 1;
  }

  return {
    /** FOREX_TRADE: order updates and account notices; a snapshot holds every open and pending order. */
    trade(items: readonly (Order | AccountNotice)[], snapshot: boolean): BookEvents {
      const at = now();
      const orders = items.filter((item): item is Order => !isAccountNotice(item));
      let moved = false;
      if (snapshot) {
        const listed = new Set(orders.map((order) => order.Id));
        for (const id of Object.keys(target.orders).map(Number)) if (!listed.has(id)) moved = forget(id) || moved;
      }
      for (const order of orders) moved = put(order, at) || moved;
      touched(moved || snapshot, at);
      return snapshot ? NO_EVENTS : { closed: [], notices: items.filter(isAccountNotice) };
    },

    /** FOREX_CLOSED: orders that closed or were cancelled; a snapshot repeats the recent ones. */
    closed(items: readonly ClosedOrder[], snapshot: boolean): BookEvents {
      const fresh = items.filter((order) => !gone.has(order.Id));
      let moved = false;
      for (const order of items) moved = forget(order.Id) || moved;
      touched(moved, now());
      return snapshot ? NO_EVENTS : { closed: fresh, notices: [] };
    },

    /** A my_deal answer listing every order in `state` as of `requestedAt`. */
    listed(state: OrderState, orders: readonly Order[], requestedAt: number): void {
      const at = now();
      const listed = new Set(orders.map((order) => order.Id));
      let moved = false;
      for (const order of Object.values(target.orders)) {
        if (order.State !== state || listed.has(order.Id) || (heardAt.get(order.Id) ?? 0) > requestedAt) continue;
        delete target.orders[order.Id];
        heardAt.delete(order.Id);
        moved = true;
      }
      for (const order of orders) if ((heardAt.get(order.Id) ?? 0) <= requestedAt) moved = put(order, at) || moved;
      touched(moved, at);
    },

    /** Orders read back from the device, shown until the server speaks; never over live ones. */
    restored(orders: readonly Order[], asOf: number): void {
      if (target.asOf !== null) return;
      for (const order of orders) if (!gone.has(order.Id)) target.orders[order.Id] = ref(order);
      target.asOf = asOf;
    },

    /** Another user (or nobody) signed in: nothing of the last user's book applies. */
    reset(owner: number | null): void {
      gone.clear();
      heardAt.clear();
      target.owner = owner;
      target.orders = {};
      target.asOf = null;
      target.account = null;
      target.bookVersion += 1;
    },
  };
}

export type OrdersBook = ReturnType<typeof createOrdersBook>;
