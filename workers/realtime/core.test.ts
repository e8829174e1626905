import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import type { TopicMessage } from "#domain/socket-protocol.ts";
import { backoffDelay } from "./backoff.ts";
import { CLIENT_TTL_MS } from "./client-liveness.ts";
import { createRealtimeCore } from "./core.ts";
import { RELEASE_DELAY_MS } from "./subscriptions.ts";
import { fakeSocketFactory } from "./testing/fake-socket.ts";
import { realTimers } from "./timers.ts";
import type { LiveChannelMessage } from "./types.ts";

const quote = (Code: string, Close: string): Quote => ({ Code, Open: "1", Close, Bid: Close, Ask: Close, Change: "0.00", MarketStatus: 1, Time: 1 });

function setup() {
  const factory = fakeSocketFactory();
  const broadcast: LiveChannelMessage[] = [];
  const stored: TopicMessage[] = [];
  const core = createRealtimeCore({
    createSocket: factory.create,
    socketUrl: (lang) => `ws://pipwise.test/v1/ws?lang=${lang}`,
    timers: realTimers,
    random: () => 0.5,
    broadcast: (m) => broadcast.push(m),
    store: (m) => stored.push(m),
  });
  const frames = () => broadcast.filter((m): m is string => typeof m === "string").map((raw) => JSON.parse(raw));
  return { core, factory, broadcast, stored, frames };
}

async function openCore() {
  const env = setup();
  await env.core.connect();
  env.factory.latest().accept();
  return env;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("realtime core", () => {
  it("re-subscribes every held topic after a reconnect", async () => {
    const { core, factory } = await openCore();
    await core.subscribe("DAY_MARKET", "tab-a");
    await core.subscribe("KLINE.EURUSD", "tab-b");
    factory.latest().serverDrops();
    vi.advanceTimersByTime(backoffDelay(0, () => 0.5));
    factory.latest().accept();
    expect(factory.latest().sentOfType("sub").map((m) => m.topic)).toEqual(["DAY_MARKET", "KLINE.EURUSD"]);
    expect(await core.state()).toMatchObject({ status: "open", connectionId: 2, openedCount: 2, subscriptions: ["DAY_MARKET", "KLINE.EURUSD"] });
  });

  it("subscribes topics asked for before the socket opened as soon as it opens", async () => {
    const { core, factory } = setup();
    await core.subscribe("DAY_MARKET", "tab-a");
    await core.connect();
    factory.latest().accept();
    expect(factory.latest().sentOfType("sub")).toEqual([{ type: "sub", topic: "DAY_MARKET" }]);
  });

  it("posts each frame to the tabs as received and hands it to the store", async () => {
    const { core, factory, frames, stored } = await openCore();
    await core.subscribe("DAY_MARKET", "tab-a");
    factory.latest().serverSends({ topic: "DAY_MARKET", data: [quote("EURUSD", "1.1")], ts: 9, snapshot: true });
    expect(frames()).toEqual([{ topic: "DAY_MARKET", data: [quote("EURUSD", "1.1")], ts: 9, snapshot: true }]);
    expect(stored).toHaveLength(1);
  });

  it("replays the latest state to a tab joining a topic another tab already holds", async () => {
    const { core, factory, frames } = await openCore();
    await core.subscribe("DAY_MARKET", "tab-a");
    factory.latest().serverSends({ topic: "DAY_MARKET", data: [quote("EURUSD", "1.1"), quote("XAUUSD", "2300")], ts: 1 });
    factory.latest().serverSends({ topic: "DAY_MARKET", data: [quote("EURUSD", "1.2")], ts: 2 });
    await core.subscribe("DAY_MARKET", "tab-b");
    expect(factory.latest().sentOfType("sub")).toHaveLength(1);
    expect(frames().at(-1)).toMatchObject({ topic: "DAY_MARKET", snapshot: true, data: [quote("EURUSD", "1.2"), quote("XAUUSD", "2300")] });
  });

  it("announces connection status changes to the tabs", async () => {
    const { broadcast } = await openCore();
    expect(broadcast).toEqual([
      { kind: "status", status: "connecting" },
      { kind: "status", status: "open" },
    ]);
  });

  it("releases a tab's topics when it says goodbye", async () => {
    const { core, factory } = await openCore();
    await core.subscribe("KLINE.EURUSD", "tab-a");
    await core.bye("tab-a");
    vi.advanceTimersByTime(RELEASE_DELAY_MS);
    expect(factory.latest().sentOfType("unsub")).toEqual([{ type: "unsub", topic: "KLINE.EURUSD" }]);
    expect(await core.heartbeat("tab-a")).toBe(false);
  });

  it("releases the topics of a tab that stopped sending heartbeats", async () => {
    const { core, factory } = await openCore();
    await core.subscribe("KLINE.EURUSD", "tab-a");
    await core.subscribe("DAY_MARKET", "tab-b");
    for (let t = 0; t < CLIENT_TTL_MS * 2; t += 15_000) {
      expect(await core.heartbeat("tab-b")).toBe(true);
      factory.latest().serverSends({ type: "pong", ts: t });
      vi.advanceTimersByTime(15_000);
    }
    expect((await core.state()).subscriptions).toEqual(["DAY_MARKET"]);
    expect(factory.latest().sentOfType("unsub")).toEqual([{ type: "unsub", topic: "KLINE.EURUSD" }]);
  });

  it("reconnects with the new language in the socket URL", async () => {
    const { core, factory } = await openCore();
    await core.setLang("ar");
    expect(factory.latest().url).toBe("ws://pipwise.test/v1/ws?lang=ar");
    await core.setLang("ar");
    expect(factory.sockets).toHaveLength(2);
  });

  it("passes a refused socket login on to the tabs", async () => {
    const { core, factory, broadcast } = await openCore();
    await core.setToken("token-a");
    factory.latest().serverSends({ type: "ack", of: "login", code: 999, msg: "Your session has expired, please log in again" });
    expect(broadcast).toContainEqual({ kind: "session-ended", token: "token-a", msg: "Your session has expired, please log in again" });
  });

  it("asks the server for a fresh snapshot of the user's orders when a second tab subscribes", async () => {
    const { core, factory } = await openCore();
    await core.setToken("token-a");
    await core.subscribe("FOREX_TRADE", "tab-a");
    await core.subscribe("FOREX_TRADE", "tab-b");
    await core.subscribe("DAY_MARKET", "tab-a");
    await core.subscribe("DAY_MARKET", "tab-b");
    expect(factory.latest().sentOfType("sub").map((m) => m.topic)).toEqual(["FOREX_TRADE", "FOREX_TRADE", "DAY_MARKET"]);
  });

  it("subscribes the private topics again after a login with another token, after the login", async () => {
    const { core, factory } = await openCore();
    await core.subscribe("FOREX_CLOSED", "tab-a");
    await core.subscribe("DAY_MARKET", "tab-a");
    await core.setToken("token-a");
    await core.setToken("token-a");
    const sent = factory.latest().sent;
    const afterLogin = sent.slice(sent.findIndex((m) => m.type === "login"));
    expect(afterLogin.filter((m) => m.type !== "ping")).toEqual([{ type: "login", token: "token-a" }, { type: "sub", topic: "FOREX_CLOSED" }]);
  });
});
