import { ORDER_CLOSED, isAccountNotice, type AccountDetail, type AccountNotice, type ClosedOrder, type Order, type OrderState } from "#domain/order.ts";

/** The signed-in user's open and pending orders and account, as the realtime worker folds them. */
export interface OrdersBookState {
  /** Whose orders these are (the user's id); null before any. */
  owner: number | null;
  /** Open and pending orders by id, each replaced whole, never mutated. */
  orders: Record<number, Order>;
  /** When the book was last known true (ms since epoch); null before anything arrived. */
  asOf: number | null;
  /** Bumped when an order opens, fills, closes or is cancelled: the balance moved with it. */
  bookVersion: number;
  /** The server's account detail as last asked for. */
  account: AccountDetail | null;
}

export const emptyBook = (): OrdersBookState => ({ owner: null, orders: {}, asOf: null, bookVersion: 0, account: null });

/** Closed ids remembered so a late update or an older list never brings one back. */
const GONE_KEPT = 500;

/**
 * Keeps `target` in step with the socket's FOREX_TRADE / FOREX_CLOSED frames, with my_deal answers
 * and with the answers of the user's own actions. Closing is final, so an id once closed never
 * returns; a list only removes the orders the socket had not spoken of since the request went out.
 */
export function createOrdersBook(target: OrdersBookState, now: () => number) {
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
    target.orders[order.Id] = order;
    heardAt.set(order.Id, at);
    return known?.State !== order.State;
  }

  function touched(moved: boolean, at: number) {
    target.asOf = at;
    if (moved) target.bookVersion += 1;
  }

  return {
    /** FOREX_TRADE: order updates and account notices; a snapshot holds every open and pending order. */
    trade(items: readonly (Order | AccountNotice)[], snapshot: boolean): void {
      const at = now();
      const orders = items.filter((item): item is Order => !isAccountNotice(item));
      let moved = false;
      if (snapshot) {
        const listed = new Set(orders.map((order) => order.Id));
        for (const id of Object.keys(target.orders).map(Number)) if (!listed.has(id)) moved = forget(id) || moved;
      }
      for (const order of orders) moved = put(order, at) || moved;
      touched(moved || snapshot, at);
    },

    /** FOREX_CLOSED: orders that closed or were cancelled; a snapshot repeats the recent ones. */
    closed(items: readonly ClosedOrder[]): void {
      let moved = false;
      for (const order of items) moved = forget(order.Id) || moved;
      touched(moved, now());
    },

    /** The server's answer to the user's own order, close, cancel or change of stops. */
    answered(order: Order | ClosedOrder): void {
      const at = now();
      touched(put(order, at), at);
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
      for (const order of orders) if (!gone.has(order.Id)) target.orders[order.Id] = order;
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
