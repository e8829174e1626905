import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORE_REVALUATION_EVERY_MS, type OrdersBookView } from "#db/orders-keeper.ts";
import { PipwiseDb } from "#db/schema.ts";
import { ORDER_HOLDING } from "#domain/order.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { fakeSocketFactory } from "./testing/fake-socket.ts";
import { realTimers } from "./timers.ts";
import { createWorkerParts } from "./worker-parts.ts";
import { createWorkerStore } from "./worker-store.ts";

let db: PipwiseDb;

beforeEach(() => {
  // Only the clock is fake: IndexedDB (fake-indexeddb) keeps scheduling its own work.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  db = new PipwiseDb(`worker-parts-${crypto.randomUUID()}`);
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

/** A worker whose database side loads once `loaded` settles (at once by default). */
function openWorker(loaded: Promise<void> = Promise.resolve()) {
  const factory = fakeSocketFactory();
  const onError = (error: unknown) => expect.fail(String(error));
  const parts = createWorkerParts({
    loadStore: async (writes) => {
      await loaded;
      return createWorkerStore(db, realTimers, onError, writes);
    },
    onError,
    createSocket: factory.create,
    socketUrl: () => "ws://pipwise.test/v1/ws",
    timers: realTimers,
    random: () => 0.5,
    broadcast: () => {},
  });
  return { ...parts, factory };
}

/** A tab following user 7's book through its door to `worker`. */
async function openTab(worker: ReturnType<typeof openWorker>, clientId: string) {
  const { api } = worker.openStoreSession();
  const seen: (OrdersBookView | undefined)[] = [];
  await api.listen((_watchId, value) => seen.push(value as OrdersBookView | undefined));
  await api.followOrders(7);
  await api.watch(1, { name: "orders", owner: 7 });
  await worker.core.subscribe("FOREX_TRADE", clientId);
  return { api, shown: () => seen.at(-1)?.orders.map((order) => order.Id) ?? [] };
}

/** One worker, its socket opened, and `count` tabs each following user 7's book through its own door. */
async function openTabs(count: number) {
  const worker = openWorker();
  await worker.core.connect();
  worker.factory.latest().accept();
  const tabs = await Promise.all(Array.from({ length: count }, (_, i) => openTab(worker, `tab-${i}`)));
  return { tabs, server: worker.factory.latest() };
}

describe("the realtime worker's order book", () => {
  it("writes an order placed with three tabs open to IndexedDB once, and every tab shows it", async () => {
    const written: number[] = [];
    db.orders.hook("creating", (_key, order) => void written.push(order.Id));
    const { tabs, server } = await openTabs(3);
    for (const tab of tabs) await tab.api.receiveOrderList(7, ORDER_HOLDING, [anOrder({ Id: 41 })], Date.now());

    // The tab that placed it hands the server's answer over; the socket then tells every tab.
    await tabs[0]!.api.receiveOrder(7, anOrder({ Id: 42 }));
    server.serverSends({ topic: "FOREX_TRADE", data: [anOrder({ Id: 42, FactProfits: "1.50" })], ts: 2 });

    for (const tab of tabs) expect(tab.shown().sort()).toEqual([41, 42]);
    await vi.waitFor(() => expect(written).toContain(42));
    await vi.advanceTimersByTimeAsync(STORE_REVALUATION_EVERY_MS);
    await db.orders.count();
    expect(written.filter((id) => id === 42)).toEqual([42]);
  });

  it("without SharedWorker, leaves the writing to the worker that holds the socket while each tab's worker shows its tab the book", async () => {
    const written: number[] = [];
    db.orders.hook("creating", (_key, order) => void written.push(order.Id));
    const owner = openWorker();
    const other = openWorker();
    await owner.core.connect();
    owner.factory.latest().accept();
    const [ownerTab, otherTab] = [await openTab(owner, "tab-a"), await openTab(other, "tab-b")];

    // The other tab's worker hears the frame from the owner's broadcast.
    const frame = { topic: "FOREX_TRADE" as const, data: [anOrder({ Id: 42 })], ts: 2 };
    owner.factory.latest().serverSends(frame);
    other.ordersFrame(frame);

    await vi.waitFor(() => expect([ownerTab.shown(), otherTab.shown()]).toEqual([[42], [42]]));
    await vi.waitFor(() => expect(written).toContain(42));
    await vi.advanceTimersByTimeAsync(STORE_REVALUATION_EVERY_MS);
    await db.orders.count();
    expect(written).toEqual([42]);
  });

  it("folds the user's book frame heard while its database side loads after the tab's calls made before it", async () => {
    let load = () => {};
    const worker = openWorker(new Promise<void>((resolve) => (load = resolve)));
    await worker.core.connect();
    worker.factory.latest().accept();
    const { api } = worker.openStoreSession();
    const seen: (OrdersBookView | undefined)[] = [];
    const calls = [api.listen((_watchId, value) => seen.push(value as OrdersBookView | undefined)), api.followOrders(7), api.watch(1, { name: "orders", owner: 7 })];
    await worker.core.subscribe("FOREX_TRADE", "tab-a");
    worker.factory.latest().serverSends({ topic: "FOREX_TRADE", data: [anOrder({ Id: 43 })], snapshot: true, ts: 2 });

    load();
    await Promise.all(calls);
    await vi.waitFor(() => expect(seen.at(-1)?.orders.map((order) => order.Id)).toEqual([43]));
  });
});
