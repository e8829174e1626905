import "fake-indexeddb/auto";
import { i18n } from "@lingui/core";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/db.ts";
import { createStoreSession } from "../db/store-api.ts";
import { readOrdersBook } from "../db/orders.ts";
import { ORDER_CLOSED, ORDER_HOLDING, type ClosedOrder, type Order } from "../domain/order.ts";
import { anOrder } from "../domain/testing/order-fixture.ts";
import type { PrivateMessage } from "../domain/socket-protocol.ts";
import { liveOrders } from "../state/live-orders.ts";
import { sessionState } from "../state/session.ts";
import { toasts } from "../state/toasts.ts";
import { holdAccountTopics } from "./account-topics.ts";
import { receiveOrderFrame, receiveOrderList, restoreOrders } from "./orders-feed.ts";
import { reviewDecisions } from "./review-notices.ts";
import { attachStore } from "./store.ts";

const user = (id: number) => ({ id, uid: String(id), email: `${id}@pipwise.test`, is_demo: 1, invite_code: "" }) as typeof sessionState.user;

function signInAs(id: number | null) {
  sessionState.token = id === null ? null : `token-${id}`;
  sessionState.user = id === null ? null : user(id);
}

const trade = (data: Order[], snapshot = false): PrivateMessage => ({ topic: "FOREX_TRADE", data, ts: 1, snapshot });
const closes = (data: ClosedOrder[], snapshot = false): PrivateMessage => ({ topic: "FOREX_CLOSED", data, ts: 1, snapshot });
const closedBy = (order: Order, CloseReason: ClosedOrder["CloseReason"]): ClosedOrder => ({
  ...order, State: ORDER_CLOSED, ClosePrice: "1.07500", CloseTimeHandler: "2026-11-23T10:00:00.000Z", CloseReason, FactProfits: "-5.123456",
});
const toastTexts = () => toasts.items.map((t) => `${t.kind}: ${t.text}`);

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  attachStore(createStoreSession(db).api);
});

beforeEach(async () => {
  toasts.items.splice(0);
  signInAs(null);
  receiveOrderList(ORDER_HOLDING, [], 0);
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe("the tab's live orders", () => {
  it("keeps the device's copy of the signed-in user's book, which a reload shows with its time", async () => {
    signInAs(7);
    receiveOrderFrame(trade([anOrder({ Id: 1 }), anOrder({ Id: 2, FactProfits: "3.5" })], true));
    await vi.waitFor(async () => expect((await readOrdersBook(db, 7))?.orders.map((o) => o.Id).sort()).toEqual([1, 2]));
    const stored = await readOrdersBook(db, 7);
    expect(stored?.asOf).toBe(liveOrders.asOf);
    expect(await readOrdersBook(db, 8)).toBeUndefined();

    signInAs(8);
    receiveOrderList(ORDER_HOLDING, [], 0);
    signInAs(7);
    await restoreOrders();
    expect(Object.keys(liveOrders.orders)).toEqual(["1", "2"]);
    expect(liveOrders.asOf).toBe(stored?.asOf);
  });

  it("writes the device copy within moments of a book change, but not on every revaluation", async () => {
    signInAs(7);
    const storedPrice = async (id: number) => (await readOrdersBook(db, 7))?.orders.find((o) => o.Id === id)?.UpdatePrice;
    receiveOrderFrame(trade([anOrder({ Id: 1, UpdatePrice: "1.10000" })], true));
    await vi.waitFor(async () => expect(await storedPrice(1)).toBe("1.10000"));

    receiveOrderFrame(trade([anOrder({ Id: 1, UpdatePrice: "1.20000" })]));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await storedPrice(1)).toBe("1.10000");

    receiveOrderFrame(trade([anOrder({ Id: 2 })]));
    await vi.waitFor(async () => expect((await readOrdersBook(db, 7))?.orders.map((o) => o.Id).sort()).toEqual([1, 2]), { timeout: 1000 });
    expect(await storedPrice(1)).toBe("1.20000");
  });

  it("drops the book, on screen and on the device, when the user logs out", async () => {
    signInAs(7);
    const stop = holdAccountTopics(() => () => {});
    receiveOrderFrame(trade([anOrder({ Id: 1 })], true));
    await vi.waitFor(async () => expect(await readOrdersBook(db, 7)).toBeDefined());
    signInAs(null);
    await vi.waitFor(async () => expect(await db.orders.count()).toBe(0));
    expect(liveOrders.orders).toEqual({});
    stop();
  });

  it("tells a stop loss, take profit and stop-out once each, the user's own close and a snapshot never", () => {
    signInAs(7);
    receiveOrderFrame(trade([anOrder({ Id: 1 }), anOrder({ Id: 2 }), anOrder({ Id: 3 }), anOrder({ Id: 4 })], true));
    const stopped = closedBy(anOrder({ Id: 1 }), "stop-loss");
    receiveOrderFrame(closes([stopped]));
    receiveOrderFrame(closes([stopped]));
    receiveOrderFrame(closes([closedBy(anOrder({ Id: 2 }), "take-profit"), closedBy(anOrder({ Id: 3 }), "user")]));
    receiveOrderFrame(closes([closedBy(anOrder({ Id: 4 }), "stop-out"), closedBy(anOrder({ Id: 9 }), "stop-loss")], true));
    expect(toastTexts()).toEqual([
      "info: Stop loss closed EUR/USD at 1.07500, profit -5.123456",
      "info: Take profit closed EUR/USD at 1.07500, profit -5.123456",
    ]);
    expect(Object.keys(liveOrders.orders)).toEqual([]);
  });

  it("warns of a margin call", () => {
    signInAs(7);
    receiveOrderFrame({ topic: "FOREX_TRADE", data: [{ Notice: "margin-call", MarginLevel: "97.456" }], ts: 1 });
    expect(toastTexts()).toEqual(["warning: Margin call: your margin level is 97.46%. Add funds or close positions."]);
  });

  it("tells an operator's identity decision and has the real-name record read again", () => {
    signInAs(7);
    const decided = reviewDecisions["real-name"];
    const review = (Status: number, Reason: string | null) => ({ Notice: "review" as const, Kind: "real-name" as const, Status, Reason });
    receiveOrderFrame({ topic: "FOREX_TRADE", data: [review(0, "The picture is blurred")], ts: 1 });
    receiveOrderFrame({ topic: "FOREX_TRADE", data: [review(2, null), anOrder({ Id: 5 })], ts: 2 });
    expect(toastTexts()).toEqual(["error: Identity verification refused: The picture is blurred", "info: Your identity is verified"]);
    expect(reviewDecisions["real-name"]).toBe(decided + 2);
    expect(Object.keys(liveOrders.orders)).toEqual(["5"]);
  });

  it("has the real-name record read again after every resubscription, when a decision may have come with no one listening", () => {
    signInAs(7);
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
    signInAs(7);
    await vi.waitFor(() => expect(Object.fromEntries(held)).toEqual({ FOREX_TRADE: 1, FOREX_CLOSED: 1 }));
    signInAs(null);
    await vi.waitFor(() => expect(Object.fromEntries(held)).toEqual({ FOREX_TRADE: 0, FOREX_CLOSED: 0 }));
    stop();
  });
});
