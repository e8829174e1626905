import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createInProcessBus, type BusEvents } from "../bus.ts";
import type { Candle, Quote } from "#domain/instrument.ts";
import type { CandleRow } from "./candle-writer.ts";
import { createMarketHub, instrumentStart, type InstrumentStart } from "./market-hub.ts";
import type { PriceSource, Tick } from "./price-source.ts";
import { createSimulatedPriceSource } from "./simulator.ts";
import { BTCUSD, EURUSD } from "./test-instruments.ts";

const sec = (iso: string) => Date.parse(iso) / 1000;

function manualSource() {
  let onTick: (tick: Tick) => void = () => {};
  const source = {
    lastPrices: new Map<string, string>(),
    running: false,
    start(callback: (tick: Tick) => void, lastPrices: ReadonlyMap<string, string>) {
      onTick = callback;
      source.lastPrices = new Map(lastPrices);
      source.running = true;
    },
    stop() {
      source.running = false;
    },
    tick(code: string, price: string, volume = "1") {
      onTick({ code, price, volume, time: Date.now() });
    },
  } satisfies PriceSource & Record<string, unknown>;
  return source;
}

function setup(options: { initial?: Map<string, InstrumentStart>; source?: PriceSource; failSaves?: number } = {}) {
  const bus = createInProcessBus();
  const published: BusEvents["quotes"][] = [];
  const klines: BusEvents["kline"][] = [];
  bus.subscribe("quotes", (quotes) => published.push(quotes));
  bus.subscribe("kline", (kline) => klines.push(kline));
  const saved: CandleRow[] = [];
  const errors: unknown[] = [];
  let failures = options.failSaves ?? 0;
  const sink = {
    async save(rows: readonly CandleRow[]) {
      if (failures-- > 0) throw new Error("database unavailable");
      saved.push(...rows);
    },
  };
  const source = manualSource();
  const hub = createMarketHub({
    instruments: [EURUSD, BTCUSD],
    source: options.source ?? source,
    bus,
    sink,
    sessionMode: "real",
    initial: options.initial ?? new Map(),
    onSinkError: (error) => errors.push(error),
  });
  const latestQuote = (code: string): Quote | undefined =>
    published.flat().filter((q) => q.Code === code).at(-1);
  return { hub, source, published, klines, saved, errors, latestQuote };
}

function dayCandle(time: string, open: string, close: string): Candle {
  return { Time: sec(time), Open: open, High: close, Low: open, Close: close, Volume: "1000" };
}

describe("market hub", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse("2024-03-06T12:00:10Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("quotes the stored close against the open of today's candle before any tick", () => {
    const initial = new Map([["EURUSD", { lastClose: "1.08300", forming: { "1day": dayCandle("2024-03-06T00:00:00Z", "1.08000", "1.08300") } }]]);
    const { hub } = setup({ initial });
    expect(hub.quote("EURUSD")).toMatchObject({ Open: "1.08000", Close: "1.08300", Change: "0.28", MarketStatus: 1 });
    expect(hub.quote("BTCUSD")).toMatchObject({ Open: BTCUSD.basePrice, Close: BTCUSD.basePrice, Change: "0.00" });
  });

  it("starts the feed from the stored closes", () => {
    const initial = new Map([["EURUSD", { lastClose: "1.08300", forming: {} }]]);
    const { hub, source } = setup({ initial });
    hub.start();
    expect(source.lastPrices).toEqual(new Map([["EURUSD", "1.08300"], ["BTCUSD", BTCUSD.basePrice]]));
    void hub.stop();
  });

  it("publishes the Bid as the last price, the Ask a spread above it, the percent change versus the day open and the day's high and low", async () => {
    const initial = new Map([["EURUSD", { lastClose: "1.08300", forming: { "1day": dayCandle("2024-03-06T00:00:00Z", "1.08000", "1.08300") } }]]);
    const { hub, source, latestQuote } = setup({ initial });
    hub.start();
    source.tick("EURUSD", "1.07546");
    await Promise.resolve();
    expect(latestQuote("EURUSD")).toEqual({
      Code: "EURUSD",
      Open: "1.08000",
      Close: "1.07546",
      Bid: "1.07546",
      Ask: "1.07548",
      Change: "-0.42",
      High: "1.08300",
      Low: "1.07546",
      MarketStatus: 1,
      Time: Date.parse("2024-03-06T12:00:10Z"),
    });
    expect(hub.dayOpen("EURUSD")).toBe("1.08000");
    void hub.stop();
  });

  it("opens a new day at the first tick after midnight UTC", async () => {
    vi.setSystemTime(Date.parse("2024-03-07T00:00:05Z"));
    const initial = new Map([["EURUSD", { lastClose: "1.08300", forming: { "1day": dayCandle("2024-03-06T00:00:00Z", "1.08000", "1.08300") } }]]);
    const { hub, source } = setup({ initial });
    hub.start();
    source.tick("EURUSD", "1.08310");
    expect(hub.quote("EURUSD")).toMatchObject({ Open: "1.08310", Close: "1.08310", Change: "0.00" });
    void hub.stop();
  });

  it("sends the quotes of one event-loop turn as one batch, latest price per instrument", async () => {
    const { hub, source, published } = setup();
    hub.start();
    source.tick("EURUSD", "1.08501");
    source.tick("BTCUSD", "67900.00");
    source.tick("EURUSD", "1.08502");
    await Promise.resolve();
    expect(published).toHaveLength(1);
    expect(published[0]!.map((q) => [q.Code, q.Close])).toEqual([["EURUSD", "1.08502"], ["BTCUSD", "67900.00"]]);
    void hub.stop();
  });

  it("publishes the forming candle of every period on each tick", () => {
    const { hub, source, klines } = setup();
    hub.start();
    source.tick("EURUSD", "1.08501", "2");
    source.tick("EURUSD", "1.08520", "3");
    expect(klines).toHaveLength(2);
    const { code, candles } = klines[1]!;
    expect(code).toBe("EURUSD");
    expect(Object.keys(candles)).toEqual(["1min", "5min", "15min", "30min", "60min", "4hour", "1day", "1week", "1mon"]);
    expect(candles["1min"]).toEqual({ Time: sec("2024-03-06T12:00:00Z"), Open: "1.08501", High: "1.08520", Low: "1.08501", Close: "1.08520", Volume: "5" });
    expect(hub.forming("EURUSD")).toEqual(candles);
    void hub.stop();
  });

  it("continues the stored forming candles after a restart", () => {
    const stored = { Time: sec("2024-03-06T12:00:00Z"), Open: "1.08400", High: "1.08600", Low: "1.08350", Close: "1.08450", Volume: "900" };
    const { hub, source } = setup({ initial: new Map([["EURUSD", { lastClose: "1.08450", forming: { "60min": stored } }]]) });
    hub.start();
    source.tick("EURUSD", "1.08700", "1");
    expect(hub.forming("EURUSD")?.["60min"]).toEqual({ ...stored, High: "1.08700", Close: "1.08700", Volume: "901" });
    void hub.stop();
  });

  it("hands closed candles to the sink shortly after they close", async () => {
    const { hub, source, saved } = setup();
    hub.start();
    source.tick("EURUSD", "1.08501");
    await vi.advanceTimersByTimeAsync(49_000);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    const minute = saved.find((row) => row.period === "1min" && row.candle.Time === sec("2024-03-06T12:00:00Z"));
    expect(minute?.candle).toMatchObject({ Open: "1.08501", Close: "1.08501" });
    void hub.stop();
  });

  it("saves the forming candles every minute and on stop", async () => {
    const { hub, source, saved } = setup();
    hub.start();
    source.tick("BTCUSD", "67900.00");
    await vi.advanceTimersByTimeAsync(50_000);
    expect(saved.filter((row) => row.code === "BTCUSD").map((row) => row.period)).toContain("1day");
    saved.length = 0;
    source.tick("BTCUSD", "67950.00");
    await hub.stop();
    expect(saved.find((row) => row.period === "1day")?.candle.Close).toBe("67950.00");
    expect(source.running).toBe(false);
  });

  it("shows FX closed at the Friday close even though no tick comes, and keeps crypto open", async () => {
    vi.setSystemTime(Date.parse("2024-03-08T21:59:30Z"));
    const { hub, latestQuote } = setup();
    hub.start();
    expect(hub.marketStatus("EURUSD")).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(hub.marketStatus("EURUSD")).toBe(0);
    expect(hub.quote("EURUSD")?.MarketStatus).toBe(0);
    expect(latestQuote("EURUSD")?.MarketStatus).toBe(0);
    expect(hub.marketStatus("BTCUSD")).toBe(1);
    expect(latestQuote("BTCUSD")).toBeUndefined();
    void hub.stop();
  });

  it("shows FX open again at the Sunday open", async () => {
    vi.setSystemTime(Date.parse("2024-03-10T21:59:00Z"));
    const { hub, latestQuote } = setup();
    hub.start();
    expect(hub.quote("EURUSD")?.MarketStatus).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(latestQuote("EURUSD")?.MarketStatus).toBe(1);
    void hub.stop();
  });

  it("keeps candles that failed to save and saves them with the next batch", async () => {
    const { hub, source, saved, errors } = setup({ failSaves: 1 });
    hub.start();
    source.tick("EURUSD", "1.08501");
    await vi.advanceTimersByTimeAsync(50_000);
    expect(errors).toHaveLength(1);
    expect(saved).toEqual([]);
    await hub.stop();
    expect(saved.some((row) => row.code === "EURUSD" && row.period === "1min")).toBe(true);
  });

  it("answers only for instruments it knows", () => {
    const { hub } = setup();
    expect(hub.hasInstrument("EURUSD")).toBe(true);
    expect(hub.hasInstrument("NOPE")).toBe(false);
    expect(hub.quote("NOPE")).toBeUndefined();
    expect(hub.forming("NOPE")).toBeUndefined();
    expect(hub.marketStatus("NOPE")).toBe(0);
    expect(hub.quotes().map((q) => q.Code)).toEqual(["EURUSD", "BTCUSD"]);
  });

  it("turns two minutes of simulated ticks into live quotes and saved 1-minute candles", async () => {
    const source = createSimulatedPriceSource({ instruments: [EURUSD, BTCUSD], seed: 3, sessionMode: "real" });
    const { hub, published, saved } = setup({ source });
    hub.start();
    await vi.advanceTimersByTimeAsync(120_000);
    await hub.stop();
    expect(new Set(published.flat().map((q) => q.Code))).toEqual(new Set(["EURUSD", "BTCUSD"]));
    const minutes = saved.filter((row) => row.code === "EURUSD" && row.period === "1min").map((row) => row.candle.Time);
    expect(minutes).toEqual(expect.arrayContaining([sec("2024-03-06T12:00:00Z"), sec("2024-03-06T12:01:00Z")]));
  });
});

describe("instrument start from stored candles", () => {
  it("continues from the close of the finest stored candle", () => {
    const minute = { Time: sec("2024-03-06T12:00:00Z"), Open: "1.1", High: "1.2", Low: "1.0", Close: "1.15", Volume: "3" };
    const day = { ...minute, Time: sec("2024-03-06T00:00:00Z"), Open: "1.0" };
    expect(instrumentStart({ "1min": minute, "1day": day })).toEqual({ lastClose: "1.15", forming: { "1min": minute, "1day": day } });
  });

  it("has nothing to continue without candles", () => {
    expect(instrumentStart({})).toBeUndefined();
  });
});
