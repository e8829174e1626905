import { describe, expect, it } from "vitest";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, type ClosedOrder, type Order } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { createOrdersBook, emptyBook } from "./orders-book.ts";

const closed = (order: Order, changes: Partial<ClosedOrder> = {}): ClosedOrder => ({
  ...order, State: ORDER_CLOSED, ClosePrice: "1.07900", CloseTimeHandler: "2026-11-23T10:00:00.000Z", CloseReason: "stop-loss", ...changes,
});

function setup() {
  const state = emptyBook();
  state.owner = 7;
  let clock = 1000;
  const book = createOrdersBook(state, () => clock);
  const ids = () => Object.keys(state.orders).map(Number).sort();
  return { state, book, ids, tick: (ms = 10) => (clock += ms) };
}

describe("orders book", () => {
  it("replaces the book with a snapshot and dates it", () => {
    const { state, book, ids } = setup();
    book.trade([anOrder({ Id: 1 }), anOrder({ Id: 2 })], true);
    book.trade([anOrder({ Id: 2 }), anOrder({ Id: 3, State: ORDER_PENDING })], true);
    expect(ids()).toEqual([2, 3]);
    expect(state.asOf).toBe(1000);
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

  it("removes a closed order live and never lets a late update bring it back", () => {
    const { state, book, ids } = setup();
    const order = anOrder({ Id: 1 });
    book.trade([order, anOrder({ Id: 2 })], true);
    const version = state.bookVersion;
    book.closed([closed(order)]);
    expect(ids()).toEqual([2]);
    expect(state.bookVersion).toBe(version + 1);
    book.trade([anOrder({ Id: 1, FactProfits: "9" })], false);
    expect(ids()).toEqual([2]);
  });

  it("keeps no account notice as an order", () => {
    const { book, ids } = setup();
    book.trade([{ Notice: "margin-call", MarginLevel: "95.5" }, anOrder({ Id: 1 })], false);
    expect(ids()).toEqual([1]);
  });

  it("takes the answer to the user's own order at once, and to a close as final", () => {
    const { state, book, ids } = setup();
    book.answered(anOrder({ Id: 6 }));
    expect(ids()).toEqual([6]);
    expect(state.asOf).toBe(1000);
    book.answered(closed(anOrder({ Id: 6 }), { CloseReason: "user" }));
    book.trade([anOrder({ Id: 6 })], false);
    expect(ids()).toEqual([]);
    expect(state.bookVersion).toBe(2);
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
    book.closed([closed(anOrder({ Id: 1 }))]);
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
    book.closed([closed(anOrder({ Id: 2 }))]);
    book.reset(8);
    expect(state).toMatchObject({ owner: 8, orders: {}, asOf: null, account: null });
    book.trade([anOrder({ Id: 2 })], false);
    expect(ids()).toEqual([2]);
  });
});
