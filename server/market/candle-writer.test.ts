import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { createCandleWriter, type CandleRow } from "./candle-writer.ts";

const candle = (close: string): Candle => ({ Time: 1_709_726_400, Open: "1", High: "2", Low: "1", Close: close, Volume: "1" });
const row = (close: string): CandleRow => ({ code: "EURUSD", period: "1min", candle: candle(close) });

describe("candle writer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves queued candles as one batch after the delay, the latest version of each", async () => {
    const batches: CandleRow[][] = [];
    const writer = createCandleWriter({ save: async (rows) => void batches.push([...rows]) }, { delayMs: 1000, onError: () => {} });
    writer.add([row("1.1")]);
    writer.add([row("1.2"), { ...row("9"), period: "5min" }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[row("1.2"), { ...row("9"), period: "5min" }]]);
  });

  it("never lets an older version of a candle land after a newer one", async () => {
    const landed: string[] = [];
    let release: () => void = () => {};
    const sink = {
      save: async (rows: readonly CandleRow[]) => {
        if (landed.length === 0) await new Promise<void>((resolve) => (release = resolve));
        landed.push(...rows.map((r) => r.candle.Close));
      },
    };
    const writer = createCandleWriter(sink, { delayMs: 1000, onError: () => {} });
    writer.add([row("old")]);
    const first = writer.flush();
    await vi.advanceTimersByTimeAsync(0);
    writer.add([row("new")]);
    const second = writer.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(landed).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(landed).toEqual(["old", "new"]);
  });
});
