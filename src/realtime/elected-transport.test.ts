import { describe, expect, it, vi } from "vitest";
import { createRealtimeCore } from "#workers/realtime/core.ts";
import { callOverChannel, serveOverChannel } from "#workers/realtime/owner-rpc.ts";
import { createChannelHub } from "#workers/realtime/testing/fake-channel.ts";
import { fakeSocketFactory } from "#workers/realtime/testing/fake-socket.ts";
import { realTimers } from "#workers/realtime/timers.ts";
import type { DedicatedRealtimeApi } from "#workers/realtime/types.ts";
import { openElectedTransport } from "./elected-transport.ts";
import { createTabTopics } from "./tab-topics.ts";

/** Web Locks for several tabs of one browser: one holder, the others queue in request order. */
function fakeLockManager() {
  const queue: { tab: string; grant: () => void }[] = [];
  let holder: string | null = null;
  const grantNext = () => {
    const next = queue.shift();
    holder = next?.tab ?? null;
    next?.grant();
  };
  return {
    forTab(tab: string): Pick<LockManager, "request"> {
      return {
        request: ((_name: string, callback: () => Promise<unknown>) => {
          queue.push({ tab, grant: () => void callback() });
          if (!holder) grantNext();
          return new Promise(() => {});
        }) as LockManager["request"],
      };
    },
    /** The holding tab closed: the browser hands the lock to the next one. */
    closeTab(tab: string) {
      if (holder === tab) grantNext();
    },
    holder: () => holder,
  };
}

function browser() {
  const hub = createChannelHub();
  const locks = fakeLockManager();
  const sockets = fakeSocketFactory();
  const workers = new Map<string, { close(): void }>();

  function openTab(name: string, lang: "en" | "fr" = "en") {
    const tabChannel = hub.channel();
    const topics = createTabTopics(name);
    const spawnWorker = (): DedicatedRealtimeApi => {
      const core = createRealtimeCore({
        createSocket: sockets.create,
        socketUrl: (l) => `ws://pipwise.test/v1/ws?lang=${l}`,
        timers: realTimers,
        random: () => 0.5,
        broadcast: () => {},
        store: () => {},
      });
      const workerChannel = hub.channel();
      workers.set(name, workerChannel);
      return { ...core, serveTabs: async () => void serveOverChannel(workerChannel, core) };
    };
    const api = openElectedTransport({
      locks: locks.forTab(name),
      channel: tabChannel,
      worker: spawnWorker(),
      clientId: name,
      timers: realTimers,
      prepareOwner: (worker) => worker.setLang(lang),
      onOwnerChange: () => topics.resync(),
    });
    topics.attach(api);
    return {
      api,
      topics,
      close() {
        tabChannel.close();
        workers.get(name)?.close();
        locks.closeTab(name);
      },
    };
  }

  return { openTab, sockets, locks };
}

describe("socket owner election without SharedWorker", () => {
  it("lets only the first tab's worker open a socket and serves the other tabs' subscriptions", async () => {
    const { openTab, sockets, locks } = browser();
    const a = openTab("tab-a");
    const b = openTab("tab-b");
    await vi.waitFor(() => expect(sockets.sockets).toHaveLength(1));
    sockets.latest().accept();
    expect(locks.holder()).toBe("tab-a");

    b.topics.acquire("DAY_MARKET");
    a.topics.acquire("DAY_MARKET");
    b.topics.acquire("KLINE.EURUSD");
    await vi.waitFor(async () => expect((await b.api.state()).subscriptions).toEqual(["DAY_MARKET", "KLINE.EURUSD"]));
    expect(sockets.latest().sentOfType("sub").map((m) => m.topic)).toEqual(["DAY_MARKET", "KLINE.EURUSD"]);
    expect(await a.api.state()).toMatchObject({ status: "open", openedCount: 1 });
  });

  it("hands the socket to the next tab when the owner closes; it connects and re-subscribes", async () => {
    const { openTab, sockets, locks } = browser();
    const a = openTab("tab-a");
    const b = openTab("tab-b", "fr");
    await vi.waitFor(() => expect(sockets.sockets).toHaveLength(1));
    sockets.latest().accept();
    b.topics.acquire("KLINE.XAUUSD");
    await vi.waitFor(() => expect(sockets.latest().sentOfType("sub")).toHaveLength(1));

    a.close();
    expect(locks.holder()).toBe("tab-b");
    await vi.waitFor(() => expect(sockets.sockets).toHaveLength(2));
    expect(sockets.latest().url).toBe("ws://pipwise.test/v1/ws?lang=fr");
    sockets.latest().accept();
    await vi.waitFor(() => expect(sockets.latest().sentOfType("sub")).toEqual([{ type: "sub", topic: "KLINE.XAUUSD" }]));
    expect(await b.api.state()).toMatchObject({ status: "open", subscriptions: ["KLINE.XAUUSD"] });
  });
});

describe("channel RPC", () => {
  it("rejects a call that no owner answers", async () => {
    vi.useFakeTimers();
    const hub = createChannelHub();
    const api = callOverChannel(hub.channel(), { clientId: "tab-a", timers: realTimers, onOwnerChange: () => {}, timeoutMs: 3000 });
    const call = api.state();
    const outcome = expect(call).rejects.toThrow("No socket owner answered state");
    await vi.advanceTimersByTimeAsync(3000);
    await outcome;
    vi.useRealTimers();
  });

  it("passes errors of the owner back to the caller", async () => {
    const hub = createChannelHub();
    const failing = { state: () => Promise.reject(new Error("worker broke")) } as unknown as DedicatedRealtimeApi;
    serveOverChannel(hub.channel(), failing);
    const api = callOverChannel(hub.channel(), { clientId: "tab-a", timers: realTimers, onOwnerChange: () => {} });
    await expect(api.state()).rejects.toThrow("worker broke");
  });
});
