import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createInProcessBus, type BusEvents } from "../bus.ts";
import type { Quote } from "#domain/instrument.ts";
import type { CandleRow } from "./candle-writer.ts";
import { createMarketHub } from "./market-hub.ts";
import type { PriceSource, Tick } from "./price-source.ts";
import { BTCUSD, EURUSD } from "./test-instruments.ts";

const sec = (iso: string) => Date.parse(iso) / 1000;

/** A hub over a hand-driven feed, on a bus shared with whoever plays the leader. */
function follower() {
  const bus = createInProcessBus();
  let emit: ((tick: Tick) => void) | undefined;
  const started: Map<string, string>[] = [];
  const source: PriceSource = {
    start(onTick, lastPrices) {
      emit = onTick;
      started.push(new Map(lastPrices));
    },
    stop() {
      emit = undefined;
    },
  };
  const saved: CandleRow[] = [];
  const published: BusEvents["quotes"][] = [];
  const hub = createMarketHub({
    instruments: [EURUSD, BTCUSD],
    source,
    bus,
    sink: { save: async (rows) => void saved.push(...rows) },
    sessionMode: "real",
    initial: new Map(),
  });
  const tick = (code: string, price: string) => {
    if (!emit) throw new Error("the feed is not running");
    emit({ code, price, volume: "1", time: Date.now() });
  };
  return { hub, bus, tick, started, saved, published, running: () => emit !== undefined };
}

const leaderQuote = (close: string, status = 1): Quote => ({
  Code: "EURUSD",
  Open: "1.08000",
  Close: close,
  Bid: close,
  Ask: "1.09002",
  Change: "0.93",
  MarketStatus: status,
  Time: Date.parse("2024-03-06T12:00:05Z"),
});
const minute = { Time: sec("2024-03-06T12:00:00Z"), Open: "1.08900", High: "1.09100", Low: "1.08800", Close: "1.09000", Volume: "7" };
const day = { ...minute, Time: sec("2024-03-06T00:00:00Z"), Open: "1.08000" };

describe("market hub following the leader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2024-03-06T12:00:10Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("quotes, charts and reports the market status as the leader's messages say, with no feed of its own", async () => {
    const { hub, bus, running } = follower();
    await hub.follow();
    bus.publish("quotes", [leaderQuote("1.09000", 0)]);
    bus.publish("kline", { code: "EURUSD", candles: { "1min": minute, "1day": day } });

    expect(running()).toBe(false);
    expect(hub.quote("EURUSD")).toEqual(leaderQuote("1.09000", 0));
    expect(hub.marketStatus("EURUSD")).toBe(0);
    expect(hub.dayOpen("EURUSD")).toBe("1.08000");
    expect(hub.forming("EURUSD")).toEqual({ "1min": minute, "1day": day });
    await hub.stop();
  });

  it("writes no candles while following, however long it follows", async () => {
    const { hub, bus, saved } = follower();
    await hub.follow();
    bus.publish("kline", { code: "EURUSD", candles: { "1min": minute } });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await hub.stop();
    expect(saved).toEqual([]);
  });

  it("takes over from the mirrored prices and candles, so the chart continues without a jump", async () => {
    const { hub, bus, tick, started, saved } = follower();
    await hub.follow();
    bus.publish("quotes", [leaderQuote("1.09000")]);
    bus.publish("kline", { code: "EURUSD", candles: { "1min": minute, "1day": day } });

    hub.lead();
    expect(started.at(-1)?.get("EURUSD")).toBe("1.09000");
    tick("EURUSD", "1.09200");
    expect(hub.forming("EURUSD")?.["1min"]).toEqual({ ...minute, High: "1.09200", Close: "1.09200", Volume: "8" });
    expect(hub.quote("EURUSD")).toMatchObject({ Open: "1.08000", Close: "1.09200" });
    // The leader's quotes no longer move this hub once it leads.
    bus.publish("quotes", [leaderQuote("1.00000")]);
    expect(hub.quote("EURUSD")?.Close).toBe("1.09200");

    await hub.stop();
    expect(saved.find((row) => row.code === "EURUSD" && row.period === "1min")?.candle.Close).toBe("1.09200");
  });

  it("stops its feed and saves its candles when it steps down, then follows", async () => {
    const { hub, bus, tick, saved, running } = follower();
    hub.lead();
    tick("BTCUSD", "67900.00");
    await hub.follow();
    expect(running()).toBe(false);
    expect(saved.find((row) => row.code === "BTCUSD" && row.period === "1day")?.candle.Close).toBe("67900.00");

    bus.publish("quotes", [{ ...leaderQuote("68000.00"), Code: "BTCUSD" }]);
    expect(hub.quote("BTCUSD")?.Close).toBe("68000.00");
    await hub.stop();
  });
});
