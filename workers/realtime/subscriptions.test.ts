import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientMessage } from "#domain/socket-protocol.ts";
import { RELEASE_DELAY_MS, createSubscriptionRegistry } from "./subscriptions.ts";
import { realTimers } from "./timers.ts";

function setup() {
  const sent: ClientMessage[] = [];
  const registry = createSubscriptionRegistry({ send: (m) => sent.push(m), timers: realTimers });
  return { registry, sent };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("subscription registry", () => {
  it("sends one sub when two tabs hold the same topic", () => {
    const { registry, sent } = setup();
    expect(registry.add("DAY_MARKET", "tab-a")).toBe(true);
    expect(registry.add("DAY_MARKET", "tab-b")).toBe(false);
    expect(sent).toEqual([{ type: "sub", topic: "DAY_MARKET" }]);
  });

  it("stays subscribed while one tab still holds the topic", () => {
    const { registry, sent } = setup();
    registry.add("DAY_MARKET", "tab-a");
    registry.add("DAY_MARKET", "tab-b");
    registry.remove("DAY_MARKET", "tab-a");
    vi.advanceTimersByTime(RELEASE_DELAY_MS * 10);
    expect(sent.filter((m) => m.type === "unsub")).toEqual([]);
    expect(registry.topics()).toEqual(["DAY_MARKET"]);
  });

  it("unsubscribes only after the delay once both tabs left", () => {
    const { registry, sent } = setup();
    registry.add("KLINE.EURUSD", "tab-a");
    registry.add("KLINE.EURUSD", "tab-b");
    registry.remove("KLINE.EURUSD", "tab-a");
    registry.removeClient("tab-b");
    expect(registry.topics()).toEqual([]);
    vi.advanceTimersByTime(RELEASE_DELAY_MS - 1);
    expect(sent.at(-1)).toEqual({ type: "sub", topic: "KLINE.EURUSD" });
    vi.advanceTimersByTime(1);
    expect(sent.at(-1)).toEqual({ type: "unsub", topic: "KLINE.EURUSD" });
  });

  it("keeps the server subscription when a tab comes back within the delay (a quick period switch)", () => {
    const { registry, sent } = setup();
    registry.add("KLINE.EURUSD", "tab-a");
    registry.remove("KLINE.EURUSD", "tab-a");
    vi.advanceTimersByTime(RELEASE_DELAY_MS / 2);
    expect(registry.add("KLINE.EURUSD", "tab-a")).toBe(false);
    vi.advanceTimersByTime(RELEASE_DELAY_MS * 2);
    expect(sent).toEqual([{ type: "sub", topic: "KLINE.EURUSD" }]);
  });

  it("re-sends every held topic after a reconnect and forgets the ones being released", () => {
    const { registry, sent } = setup();
    registry.add("DAY_MARKET", "tab-a");
    registry.add("KLINE.XAUUSD", "tab-b");
    registry.add("KLINE.BTCUSD", "tab-b");
    registry.remove("KLINE.BTCUSD", "tab-b");
    sent.length = 0;
    registry.resubscribeAll();
    vi.advanceTimersByTime(RELEASE_DELAY_MS);
    expect(sent).toEqual([
      { type: "sub", topic: "DAY_MARKET" },
      { type: "sub", topic: "KLINE.XAUUSD" },
    ]);
  });
});
