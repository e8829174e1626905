import { describe, expect, it, vi } from "vitest";
import type { Candle } from "#domain/instrument.ts";
import { createChartFeed } from "./chart-feed.ts";

const candle = (time: number, close: string): Candle => ({ Time: time, Open: close, High: close, Low: close, Close: close }) as Candle;

describe("the chart's feed", () => {
  it("holds the page's candles and quote from its first render, none as an empty list", () => {
    const candles = [candle(60, "1.1")];
    const feed = createChartFeed(candles, { Bid: "1.1", Ask: "1.2" });
    expect(feed.candles()).toBe(candles);
    expect(feed.quote()).toEqual({ Bid: "1.1", Ask: "1.2" });
    expect(createChartFeed(undefined, undefined).candles()).toEqual([]);
  });

  it("tells its listeners of a tick's new quote or candles, and nothing when the page rendered for something else", () => {
    const candles = [candle(60, "1.1")];
    const quote = { Bid: "1.1", Ask: "1.2" };
    const feed = createChartFeed(candles, quote);
    const heard = vi.fn();
    const stop = feed.subscribe(heard);

    feed.set(candles, quote);
    expect(heard).not.toHaveBeenCalled();
    const next = { Bid: "1.3", Ask: "1.4" };
    feed.set(candles, next);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(feed.quote()).toBe(next);
    const more = [...candles, candle(120, "1.3")];
    feed.set(more, next);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(feed.candles()).toBe(more);

    stop();
    feed.set(candles, quote);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
