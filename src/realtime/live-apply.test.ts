import { describe, expect, it } from "vitest";
import { proxy } from "valtio";
import type { Candle, Quote } from "#domain/instrument.ts";
import type { LiveState } from "#state/live.ts";
import { createLiveApplier } from "./live-apply.ts";

const quote = (Code: string, Close: string): Quote => ({ Code, Open: "1", Close, Bid: Close, Ask: Close, Change: "0", MarketStatus: 1, Time: 1 });
const candle = (Time: number, Close: string): Candle => ({ Time, Open: "1", High: "2", Low: "1", Close, Volume: "1" });

function setup() {
  const store = proxy<LiveState>({ quotes: {}, forming: {}, connection: "idle" });
  const frames: (() => void)[] = [];
  const applier = createLiveApplier(store, (flush) => frames.push(flush));
  const nextFrame = () => frames.shift()!();
  return { store, applier, frames, nextFrame };
}

describe("live store applier", () => {
  it("applies a burst of ticks once per animation frame, latest per code", () => {
    const { store, applier, frames, nextFrame } = setup();
    for (let i = 0; i < 50; i++) {
      applier.receive(JSON.stringify({ topic: "DAY_MARKET", data: [quote("EURUSD", `1.${i}`)], ts: i }));
    }
    applier.receive(JSON.stringify({ topic: "DAY_MARKET", data: [quote("XAUUSD", "2300")], ts: 51 }));
    expect(frames).toHaveLength(1);
    expect(store.quotes).toEqual({});
    nextFrame();
    expect(store.quotes).toEqual({ EURUSD: quote("EURUSD", "1.49"), XAUUSD: quote("XAUUSD", "2300") });
  });

  it("merges forming candles per period, keeping periods a frame did not mention", () => {
    const { store, applier, nextFrame } = setup();
    applier.receive(JSON.stringify({ topic: "KLINE.EURUSD", data: { code: "EURUSD", candles: { "1min": candle(60, "1"), "5min": candle(0, "1") } }, ts: 1 }));
    nextFrame();
    applier.receive(JSON.stringify({ topic: "KLINE.EURUSD", data: { code: "EURUSD", candles: { "1min": candle(120, "2") } }, ts: 2 }));
    nextFrame();
    expect(store.forming.EURUSD).toEqual({ "1min": candle(120, "2"), "5min": candle(0, "1") });
  });

  it("shows the connection status at once", () => {
    const { store, applier, frames } = setup();
    applier.receive({ kind: "status", status: "backoff" });
    expect(store.connection).toBe("backoff");
    expect(frames).toHaveLength(0);
  });

  it("hands the user's order frames on at once, as they came", () => {
    const store = proxy<LiveState>({ quotes: {}, forming: {}, connection: "idle" });
    const frames: (() => void)[] = [];
    const orders: unknown[] = [];
    const applier = createLiveApplier(store, (flush) => frames.push(flush), (frame) => orders.push(frame));
    const trade = { topic: "FOREX_TRADE", data: [{ Notice: "margin-call", MarginLevel: "90" }], ts: 1 };
    const closed = { topic: "FOREX_CLOSED", data: [], ts: 2, snapshot: true };
    applier.receive(JSON.stringify(trade));
    applier.receive(JSON.stringify(closed));
    expect(orders).toEqual([trade, closed]);
    expect(frames).toEqual([]);
  });
});
