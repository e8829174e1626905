import { describe, expect, it } from "vitest";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, type ClosedOrder, type Order } from "../domain/order.ts";
import { anOrder } from "../domain/testing/order-fixture.ts";
import { emptyOrders } from "../state/live-orders.ts";
import { createOrdersBook } from "./orders-book.ts";

const closed = (order: Order, changes: Partial<ClosedOrder> = {}): ClosedOrder => ({
  ...order, State: ORDER_CLOSED, ClosePrice: "1.07900", CloseTimeHandler: "2026-11-23T10:00:00.000Z", CloseReason: "stop-loss", ...changes,
});

function setup() {
  const state = emptyOrders();
  state.owner = 7;
  let clock = 1000;
  const book = createOrdersBook(state, () => clock);
  const ids = () => Object.keys(state.orders).map(Number).sort();
  return { state, book, ids, tick: (ms = 10) => (clock += ms) };
}

describe("orders book", () => {
  it("replaces the book with a snapshot and dates it, telling nothing", () => {
    const { state, book, ids } = setup();
    book.trade([anOrder({ Id: 1 }), anOrder({ Id: 2 })], true);
    const events = book.trade([anOrder({ Id: 2 }), anOrder({ Id: 3, State: ORDER_PENDING })], true);
    expect(ids()).toEqual([2, 3]);
    expect(state.asOf).toBe(1000);
    expect(events).toEqual({ closed: [], notices: [] });
  });

  it("follows live price and profit without counting it as a change of the book", () => {
    const { state, book } = setup();
    book.trade([anOrder({ Id: 1 })], true);
    const version = state.bookVersion;
    book.trade([anOrder({ Id: 1, UpdatePrice: "1.08200", FactProfits: "2.000000" })], false);
    expect(state.orders[1]!.FactProfits).toBe("2.000000");
    expect(state.bookVersion).toBe(version);
    book.trade([anOrder({ Id: 2 })], false);
    book.trade([anOrder({ Id: 3, State: ORDER_PENDING })], false);
    book.trade([anOrder({ Id: 3, State: ORDER_HOLDING })], false);
    expect(state.bookVersion).toBe(version + 3);
  });

  it("removes a closed order live, tells its close once, and never lets a late update bring it back", () => {
    const { state, book, ids } = setup();
    const order = anOrder({ Id: 1 });
    book.trade([order, anOrder({ Id: 2 })], true);
    const events = book.closed([closed(order)], false);
    expect(events.closed.map((o) => o.Id)).toEqual([1]);
    expect(ids()).toEqual([2]);
    book.trade([anOrder({ Id: 1, FactProfits: "9" })], false);
    expect(ids()).toEqual([2]);
    expect(book.closed([closed(order)], false).closed).toEqual([]);
    expect(state.bookVersion).toBeGreaterThan(0);
  });

  it("tells no close from a snapshot of recent closes, but still drops them", () => {
    const { book, ids } = setup();
    book.trade([anOrder({ Id: 1 })], true);
    expect(book.closed([closed(anOrder({ Id: 1 }))], true)).toEqual({ closed: [], notices: [] });
    expect(ids()).toEqual([]);
  });

  it("passes margin-call notices on, but none from a snapshot", () => {
    const { book } = setup();
    const notice = { Notice: "margin-call" as const, MarginLevel: "95.5" };
    expect(book.trade([notice, anOrder({ Id: 1 })], false).notices).toEqual([notice]);
    expect(book.trade([notice], true).notices).toEqual([]);
  });

  it("takes a list answer for its state only, keeping what the socket said after the request", () => {
    const { book, ids, state, tick } = setup();
    book.trade([anOrder({ Id: 1 }), anOrder({ Id: 2, State: ORDER_PENDING })], true);
    const requestedAt = tick();
    tick();
    book.trade([anOrder({ Id: 5, FactProfits: "5" })], false);
    tick();
    book.listed(ORDER_HOLDING, [anOrder({ Id: 4 }), anOrder({ Id: 5, FactProfits: "old" })], requestedAt);
    expect(ids()).toEqual([2, 4, 5]);
    expect(state.orders[5]!.FactProfits).toBe("5");
  });

  it("does not let an answer bring back an order that closed while it was on its way", () => {
    const { book, ids, tick } = setup();
    const requestedAt = tick();
    book.closed([closed(anOrder({ Id: 1 }))], false);
    book.listed(ORDER_HOLDING, [anOrder({ Id: 1 })], requestedAt);
    expect(ids()).toEqual([]);
  });

  it("shows the device's copy only until the server has spoken", () => {
    const { state, book, ids } = setup();
    book.restored([anOrder({ Id: 8 })], 500);
    expect(ids()).toEqual([8]);
    expect(state.asOf).toBe(500);
    book.trade([anOrder({ Id: 9 })], true);
    book.restored([anOrder({ Id: 8 })], 500);
    expect(ids()).toEqual([9]);
  });

  it("forgets everything of the last user on a change of user", () => {
    const { state, book, ids } = setup();
    book.trade([anOrder({ Id: 1 })], true);
    book.closed([closed(anOrder({ Id: 2 }))], false);
    book.reset(8);
    expect(state).toMatchObject({ owner: 8, orders: {}, asOf: null, account: null });
    book.trade([anOrder({ Id: 2 })], false);
    expect(ids()).toEqual([2]);
  });
});
