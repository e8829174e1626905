import { describe, expect, it } from "vitest";
import { FormingCandles } from "./forming-candles.ts";

const ms = (iso: string) => Date.parse(iso);
const sec = (iso: string) => Date.parse(iso) / 1000;

describe("forming candles", () => {
  it("folds ticks into the forming candle of every period", () => {
    const candles = new FormingCandles();
    candles.add("1.08500", "2", ms("2024-03-06T12:03:10Z"));
    candles.add("1.08530", "1", ms("2024-03-06T12:03:20Z"));
    candles.add("1.08490", "3", ms("2024-03-06T12:03:40Z"));
    const latest = candles.latest();
    expect(latest["1min"]).toEqual({
      Time: sec("2024-03-06T12:03:00Z"),
      Open: "1.08500",
      High: "1.08530",
      Low: "1.08490",
      Close: "1.08490",
      Volume: "6",
    });
    expect(latest["60min"]?.Time).toBe(sec("2024-03-06T12:00:00Z"));
    expect(latest["1day"]).toMatchObject({ Time: sec("2024-03-06T00:00:00Z"), Open: "1.08500", Close: "1.08490" });
  });

  it("reports a candle closed when the first tick of the next bucket arrives", () => {
    const candles = new FormingCandles();
    candles.add("1.08500", "1", ms("2024-03-06T12:04:59Z"));
    const closed = candles.add("1.08600", "1", ms("2024-03-06T12:05:01Z"));
    expect(closed.map((c) => c.period)).toEqual(["1min", "5min"]);
    expect(closed[0]!.candle).toMatchObject({ Time: sec("2024-03-06T12:04:00Z"), Close: "1.08500" });
    expect(candles.latest()["5min"]).toMatchObject({ Time: sec("2024-03-06T12:05:00Z"), Open: "1.08600" });
  });

  it("closes candles whose bucket ended without a tick, once", () => {
    const candles = new FormingCandles();
    candles.add("1.08500", "1", ms("2024-03-08T21:59:30Z"));
    const closed = candles.closeDue(ms("2024-03-08T22:00:00Z"));
    expect(closed.map((c) => c.period)).toEqual(["1min", "5min", "15min", "30min", "60min"]);
    expect(candles.closeDue(ms("2024-03-08T22:01:00Z"))).toEqual([]);
    expect(candles.forming().map((c) => c.period)).toEqual(["4hour", "1day", "1week", "1mon"]);
    expect(candles.latest()["1min"]?.Close).toBe("1.08500");
  });

  it("does not close a reported candle a second time when the next bucket's tick arrives", () => {
    const candles = new FormingCandles();
    candles.add("1.08500", "1", ms("2024-03-06T12:03:30Z"));
    candles.closeDue(ms("2024-03-06T12:04:00Z"));
    const closed = candles.add("1.08510", "1", ms("2024-03-06T12:04:10Z"));
    expect(closed).toEqual([]);
  });

  it("continues the candles it was started with", () => {
    const start = { Time: sec("2024-03-06T12:00:00Z"), Open: "1.08", High: "1.09", Low: "1.07", Close: "1.085", Volume: "100" };
    const candles = new FormingCandles({ "60min": start });
    expect(candles.add("1.095", "5", ms("2024-03-06T12:30:00Z"))).toEqual([]);
    expect(candles.latest()["60min"]).toEqual({ ...start, High: "1.095", Close: "1.095", Volume: "105" });
  });
});
