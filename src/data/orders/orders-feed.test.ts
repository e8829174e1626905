import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/db.ts";
import { createOrdersKeeper, STORE_CHANGE_WITHIN_MS, STORE_REVALUATION_EVERY_MS } from "#db/orders-keeper.ts";
import { createStoreSession } from "#db/store-api.ts";
import { readOrdersBook } from "#db/orders.ts";
import { ORDER_CLOSED, type ClosedOrder, type Order } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import type { PrivateMessage } from "#domain/socket-protocol.ts";
import { sessionState } from "#state/session.ts";
import { toasts } from "#state/toasts.ts";
import { realTimers } from "#workers/realtime/timers.ts";
import { holdAccountTopics } from "./account-topics.ts";
import { liveOrders } from "./live-orders.ts";
import { followOrdersOwner, receiveOrder, receiveOrderFrame } from "./orders-feed.ts";
import { reviewDecisions } from "../review-notices.ts";
import { attachStore, stored } from "../store.ts";

const user = (id: number) => ({ id, uid: String(id), email: `${id}@pipwise.test`, is_demo: 1, invite_code: "" }) as typeof sessionState.user;

/** Signs `id` in (null: out) and waits until the worker's book follows, as it does before the socket's frames come. */
async function signInAs(id: number | null) {
  sessionState.token = id === null ? null : `token-${id}`;
  sessionState.user = id === null ? null : user(id);
  followOrdersOwner();
  await stored((store) => store.followOrders(id));
}

const trade = (data: Order[], snapshot = false): PrivateMessage => ({ topic: "FOREX_TRADE", data, ts: 1, snapshot });
const closes = (data: ClosedOrder[], snapshot = false): PrivateMessage => ({ topic: "FOREX_CLOSED", data, ts: 1, snapshot });
const closedBy = (order: Order, CloseReason: ClosedOrder["CloseReason"]): ClosedOrder => ({
  ...order, State: ORDER_CLOSED, ClosePrice: "1.07500", CloseTimeHandler: "2026-11-23T10:00:00.000Z", CloseReason, FactProfits: "-5.123456",
});
const toastTexts = () => toasts.items.map((t) => `${t.kind}: ${t.text}`);
const shownIds = () => Object.keys(liveOrders.orders).map(Number);

// The realtime worker's book, here in the page: the socket hands it each frame and broadcasts the frame to the tab.
const book = createOrdersKeeper(db, realTimers, (error) => expect.fail(String(error)));
function deliver(frame: PrivateMessage) {
  book.frame(frame);
  receiveOrderFrame(frame);
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  attachStore(createStoreSession(db, book).api);
});

beforeEach(async () => {
  // Only the clock is fake: IndexedDB (fake-indexeddb) keeps scheduling its own work.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  toasts.items.splice(0);
  await signInAs(null);
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => vi.useRealTimers());

describe("the tab's live orders", () => {
  it("keeps the device's copy of the signed-in user's book, which a reload shows with its time", async () => {
    await signInAs(7);
    deliver(trade([anOrder({ Id: 1 }), anOrder({ Id: 2, FactProfits: "3.5" })], true));
    await vi.waitFor(async () => expect((await readOrdersBook(db, 7))?.orders.map((o) => o.Id).sort()).toEqual([1, 2]));
    const stored = await readOrdersBook(db, 7);
    expect(stored?.asOf).toBe(liveOrders.asOf);
    expect(await readOrdersBook(db, 8)).toBeUndefined();

    await signInAs(8);
    await vi.waitFor(() => expect(shownIds()).toEqual([]));
    await signInAs(7);
    await vi.waitFor(() => expect(shownIds()).toEqual([1, 2]));
    expect(liveOrders.asOf).toBe(stored?.asOf);
  });

  it("writes the device copy within moments of a book change, but live prices only every 10 s", async () => {
    await signInAs(7);
    const storedPrice = async (id: number) => (await readOrdersBook(db, 7))?.orders.find((o) => o.Id === id)?.UpdatePrice;
    deliver(trade([anOrder({ Id: 1, UpdatePrice: "1.10000" })], true));
    await vi.advanceTimersByTimeAsync(STORE_CHANGE_WITHIN_MS);
    await vi.waitFor(async () => expect(await storedPrice(1)).toBe("1.10000"));

    deliver(trade([anOrder({ Id: 1, UpdatePrice: "1.20000" })]));
    await vi.advanceTimersByTimeAsync(STORE_REVALUATION_EVERY_MS - 1);
    expect(await storedPrice(1)).toBe("1.10000");
    expect(liveOrders.orders[1]?.UpdatePrice).toBe("1.20000");

    deliver(trade([anOrder({ Id: 2 })]));
    await vi.advanceTimersByTimeAsync(STORE_CHANGE_WITHIN_MS);
    await vi.waitFor(async () => expect((await readOrdersBook(db, 7))?.orders.map((o) => o.Id).sort()).toEqual([1, 2]));
    expect(await storedPrice(1)).toBe("1.20000");
  });

  it("shows the server's answer to the user's own order at once, without asking for the lists", async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetchMock);
    await signInAs(7);
    receiveOrder(anOrder({ Id: 9 }));
    await vi.waitFor(() => expect(shownIds()).toEqual([9]));
    receiveOrder(closedBy(anOrder({ Id: 9 }), "user"));
    await vi.waitFor(() => expect(shownIds()).toEqual([]));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("drops the book, on screen and on the device, when the user logs out", async () => {
    await signInAs(7);
    const stop = holdAccountTopics(() => () => {});
    deliver(trade([anOrder({ Id: 1 })], true));
    await vi.waitFor(async () => expect(await readOrdersBook(db, 7)).toBeDefined());
    await signInAs(null);
    await vi.waitFor(async () => expect(await db.orders.count()).toBe(0));
    expect(liveOrders.orders).toEqual({});
    stop();
  });

  it("tells a stop loss, take profit and stop-out once each, the user's own close and a snapshot never", async () => {
    await signInAs(7);
    deliver(trade([anOrder({ Id: 1 }), anOrder({ Id: 2 }), anOrder({ Id: 3 }), anOrder({ Id: 4 })], true));
    const stopped = closedBy(anOrder({ Id: 1 }), "stop-loss");
    deliver(closes([stopped]));
    deliver(closes([stopped]));
    deliver(closes([closedBy(anOrder({ Id: 2 }), "take-profit"), closedBy(anOrder({ Id: 3 }), "user")]));
    deliver(closes([closedBy(anOrder({ Id: 4 }), "stop-out"), closedBy(anOrder({ Id: 9 }), "stop-loss")], true));
    expect(toastTexts()).toEqual([
      "info: Stop loss closed EUR/USD at 1.07500, profit -5.12",
      "info: Take profit closed EUR/USD at 1.07500, profit -5.12",
    ]);
    await vi.waitFor(() => expect(shownIds()).toEqual([]));
  });

  it("warns of a margin call", async () => {
    await signInAs(7);
    receiveOrderFrame({ topic: "FOREX_TRADE", data: [{ Notice: "margin-call", MarginLevel: "97.456" }], ts: 1 });
    expect(toastTexts()).toEqual(["warning: Margin call: your margin level is 97.46%. Add funds or close positions."]);
  });

  it("tells an operator's identity decision and has the real-name record read again", async () => {
    await signInAs(7);
    const decided = reviewDecisions["real-name"];
    const review = (Status: number, Reason: string | null) => ({ Notice: "review" as const, Kind: "real-name" as const, Status, Reason });
    deliver({ topic: "FOREX_TRADE", data: [review(0, "The picture is blurred")], ts: 1 });
    deliver({ topic: "FOREX_TRADE", data: [review(2, null), anOrder({ Id: 5 })], ts: 2 });
    expect(toastTexts()).toEqual(["error: Identity verification refused: The picture is blurred", "info: Your identity is verified"]);
    expect(reviewDecisions["real-name"]).toBe(decided + 2);
    await vi.waitFor(() => expect(shownIds()).toEqual([5]));
  });

  it("has the real-name record read again after every resubscription, when a decision may have come with no one listening", async () => {
    await signInAs(7);
    const decided = reviewDecisions["real-name"];
    receiveOrderFrame({ topic: "FOREX_TRADE", data: [], ts: 1, snapshot: true });
    receiveOrderFrame({ topic: "FOREX_CLOSED", data: [], ts: 2, snapshot: true });
    expect(reviewDecisions["real-name"]).toBe(decided + 1);
    expect(toastTexts()).toEqual([]);
  });

  it("holds the order topics while someone is signed in, whatever page is shown", async () => {
    const held = new Map<string, number>();
    const acquire = (topic: string) => {
      held.set(topic, (held.get(topic) ?? 0) + 1);
      return () => held.set(topic, held.get(topic)! - 1);
    };
    const stop = holdAccountTopics(acquire);
    expect([...held.values()].filter(Boolean)).toEqual([]);
    await signInAs(7);
    await vi.waitFor(() => expect(Object.fromEntries(held)).toEqual({ FOREX_TRADE: 1, FOREX_CLOSED: 1 }));
    await signInAs(null);
    await vi.waitFor(() => expect(Object.fromEntries(held)).toEqual({ FOREX_TRADE: 0, FOREX_CLOSED: 0 }));
    stop();
  });
});
