import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCandles } from "#db/candles.ts";
import { PipwiseDb } from "#db/schema.ts";
import type { Candle, Quote } from "#domain/instrument.ts";
import { FLUSH_EVERY_MS, createBatchWriter } from "./batch-writer.ts";
import { realTimers } from "./timers.ts";
import { anOrder } from "#domain/testing/order-fixture.ts";

const quote = (Code: string, Close: string, Time: number): Quote => ({ Code, Open: "1", Close, Bid: Close, Ask: Close, Change: "0", MarketStatus: 1, Time });
const candle = (Time: number, Close: string): Candle => ({ Time, Open: "1", High: Close, Low: "1", Close, Volume: "3" });
const dayMarket = (...data: Quote[]) => ({ topic: "DAY_MARKET" as const, data, ts: 0 });
const kline = (code: string, candles: Record<string, Candle>) => ({ topic: `KLINE.${code}`, data: { code, candles }, ts: 0 });

let db: PipwiseDb;
let dbCount = 0;

beforeEach(() => {
  // Only timers: fake-indexeddb schedules its own work with setImmediate.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  db = new PipwiseDb(`writer-test-${++dbCount}`);
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

describe("batched IndexedDB writer", () => {
  it("writes a burst of frames in one transaction per window, keeping the latest quote per code", async () => {
    const transaction = vi.spyOn(db, "transaction");
    const writer = createBatchWriter({ db, timers: realTimers });
    for (let i = 1; i <= 100; i++) {
      writer.add(dayMarket(quote("EURUSD", `1.${i}`, i), quote("XAUUSD", `23${i}`, i)));
    }
    expect(transaction).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    await writer.flush();
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(await db.quotes.toArray()).toEqual([quote("EURUSD", "1.100", 100), quote("XAUUSD", "23100", 100)]);

    writer.add(dayMarket(quote("EURUSD", "1.5", 101)));
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    await writer.flush();
    expect(transaction).toHaveBeenCalledTimes(2);
    expect((await db.quotes.get("EURUSD"))?.Close).toBe("1.5");
  });

  it("stores the latest state of each forming candle keyed by code, period and time", async () => {
    const writer = createBatchWriter({ db, timers: realTimers });
    writer.add(kline("EURUSD", { "1min": candle(60, "1.1"), "5min": candle(0, "1.1") }));
    writer.add(kline("EURUSD", { "1min": candle(60, "1.2"), "5min": candle(0, "1.2") }));
    writer.add(kline("EURUSD", { "1min": candle(120, "1.3") }));
    await writer.flush();
    expect(await readCandles(db, "EURUSD", "1min")).toEqual([candle(60, "1.2"), candle(120, "1.3")]);
    expect(await readCandles(db, "EURUSD", "5min")).toEqual([candle(0, "1.2")]);
  });

  it("trims each series to the newest candles now and then", async () => {
    const writer = createBatchWriter({ db, timers: realTimers, keepCandles: 3, pruneEveryMs: 1000 });
    for (let minute = 1; minute <= 6; minute++) writer.add(kline("XAUUSD", { "1min": candle(minute * 60, `${minute}`) }));
    await writer.flush();
    expect(await db.candles.count()).toBe(6);

    await vi.advanceTimersByTimeAsync(1000);
    writer.add(kline("XAUUSD", { "1min": candle(420, "7") }));
    await writer.flush();
    expect((await readCandles(db, "XAUUSD", "1min")).map((c) => c.Time)).toEqual([300, 360, 420]);
  });

  it("ignores frames of private topics", async () => {
    const transaction = vi.spyOn(db, "transaction");
    const writer = createBatchWriter({ db, timers: realTimers });
    writer.add({ topic: "FOREX_TRADE", data: [anOrder()], ts: 0 });
    await vi.advanceTimersByTimeAsync(FLUSH_EVERY_MS);
    await writer.flush();
    expect(transaction).not.toHaveBeenCalled();
  });
});
