import { describe, expect, it } from "vitest";
import type { Candle, Period } from "#domain/instrument.ts";
import { PERIODS } from "#domain/instrument.ts";
import { aggregate, aggregateAll, bucketEnd, bucketStart } from "./candles.ts";
import { generateHistory } from "./history.ts";
import { EURUSD } from "./test-instruments.ts";

const at = (iso: string) => Date.parse(iso) / 1000;

describe("bucket start (UTC)", () => {
  it.each<[string, Period, string]>([
    ["2024-03-06T12:34:56Z", "1min", "2024-03-06T12:34:00Z"],
    ["2024-03-06T12:34:56Z", "5min", "2024-03-06T12:30:00Z"],
    ["2024-03-06T12:34:56Z", "15min", "2024-03-06T12:30:00Z"],
    ["2024-03-06T12:29:59Z", "15min", "2024-03-06T12:15:00Z"],
    ["2024-03-06T12:34:56Z", "30min", "2024-03-06T12:30:00Z"],
    ["2024-03-06T12:34:56Z", "60min", "2024-03-06T12:00:00Z"],
    ["2024-03-06T12:34:56Z", "1day", "2024-03-06T00:00:00Z"],
    ["2024-03-06T23:59:59Z", "1day", "2024-03-06T00:00:00Z"],
    ["2024-03-07T00:00:00Z", "1day", "2024-03-07T00:00:00Z"],
    ["2024-03-07T00:00:00Z", "1min", "2024-03-07T00:00:00Z"],
    ["2024-03-06T03:59:59Z", "4hour", "2024-03-06T00:00:00Z"],
    ["2024-03-06T12:34:56Z", "4hour", "2024-03-06T12:00:00Z"],
    ["2024-03-06T23:59:59Z", "4hour", "2024-03-06T20:00:00Z"],
    // 2024-03-06 was a Wednesday: its week began on Monday the 4th
    ["2024-03-06T12:34:56Z", "1week", "2024-03-04T00:00:00Z"],
    ["2024-03-04T00:00:00Z", "1week", "2024-03-04T00:00:00Z"],
    ["2024-03-03T23:59:59Z", "1week", "2024-02-26T00:00:00Z"],
    ["2024-03-10T23:59:59Z", "1week", "2024-03-04T00:00:00Z"],
    ["1970-01-01T00:00:00Z", "1week", "1969-12-29T00:00:00Z"],
    ["2024-03-06T12:34:56Z", "1mon", "2024-03-01T00:00:00Z"],
    ["2024-03-01T00:00:00Z", "1mon", "2024-03-01T00:00:00Z"],
    ["2024-02-29T23:59:59Z", "1mon", "2024-02-01T00:00:00Z"],
    ["2024-12-31T23:59:59Z", "1mon", "2024-12-01T00:00:00Z"],
  ])("%s falls in the %s bucket starting %s", (time, period, start) => {
    expect(bucketStart(at(time), period)).toBe(at(start));
  });
});

describe("bucket end (UTC)", () => {
  it.each<[string, Period, string]>([
    ["2024-03-06T20:00:00Z", "4hour", "2024-03-07T00:00:00Z"],
    ["2024-03-04T00:00:00Z", "1week", "2024-03-11T00:00:00Z"],
    ["2024-02-01T00:00:00Z", "1mon", "2024-03-01T00:00:00Z"],
    ["2023-02-01T00:00:00Z", "1mon", "2023-03-01T00:00:00Z"],
    ["2024-04-01T00:00:00Z", "1mon", "2024-05-01T00:00:00Z"],
    ["2024-12-01T00:00:00Z", "1mon", "2025-01-01T00:00:00Z"],
  ])("the %s bucket of %s ends at %s", (start, period, end) => {
    expect(bucketEnd(at(start), period)).toBe(at(end));
  });
});

function minute(iso: string, open: string, high: string, low: string, close: string, volume: string): Candle {
  return { Time: at(iso), Open: open, High: high, Low: low, Close: close, Volume: volume };
}

describe("aggregating 1-minute candles", () => {
  const minutes = [
    minute("2024-03-06T12:03:00Z", "1.08500", "1.08520", "1.08490", "1.08510", "120"),
    minute("2024-03-06T12:04:00Z", "1.08510", "1.08560", "1.08505", "1.08550", "80"),
    minute("2024-03-06T12:05:00Z", "1.08550", "1.08551", "1.08400", "1.08420", "200"),
    minute("2024-03-06T12:09:00Z", "1.08420", "1.08430", "1.08410", "1.08415", "10"),
    // market closed for a while: the next candle opens a new bucket, the empty ones are not invented
    minute("2024-03-06T12:31:00Z", "1.09000", "1.09100", "1.08950", "1.09050", "5"),
  ];

  it("takes the first open, the highest high, the lowest low, the last close and the summed volume", () => {
    expect(aggregate(minutes, "5min")).toEqual([
      minute("2024-03-06T12:00:00Z", "1.08500", "1.08560", "1.08490", "1.08550", "200"),
      minute("2024-03-06T12:05:00Z", "1.08550", "1.08551", "1.08400", "1.08415", "210"),
      minute("2024-03-06T12:30:00Z", "1.09000", "1.09100", "1.08950", "1.09050", "5"),
    ]);
  });

  it.each<[Period, number]>([
    ["1min", 5],
    ["15min", 2],
    ["30min", 2],
    ["60min", 1],
    ["1day", 1],
  ])("makes %s candles (%i of them)", (period, count) => {
    expect(aggregate(minutes, period)).toHaveLength(count);
  });

  it("summarises the whole day in the 1day candle", () => {
    expect(aggregate(minutes, "1day")).toEqual([
      minute("2024-03-06T00:00:00Z", "1.08500", "1.09100", "1.08400", "1.09050", "415"),
    ]);
  });

  it("compares prices as decimals, so 10.00 is above 9.99", () => {
    const crossing = [
      minute("2024-03-06T12:00:00Z", "9.98", "9.99", "9.97", "9.99", "1"),
      minute("2024-03-06T12:01:00Z", "9.99", "10.00", "9.99", "10.00", "1"),
    ];
    expect(aggregate(crossing, "5min")[0]).toMatchObject({ High: "10.00", Low: "9.97", Close: "10.00" });
  });

  it("makes nothing of nothing", () => {
    expect(aggregate([], "60min")).toEqual([]);
  });
});

describe("aggregating every period at once", () => {
  it("gives the same candles as folding each period from the minutes", () => {
    const from = Date.parse("2024-03-07T00:00:00Z");
    const minutes = [...generateHistory(EURUSD, from, from + 2 * 86_400_000, 1)];
    const all = aggregateAll(minutes);
    for (const period of PERIODS) expect(all[period]).toEqual(aggregate(minutes, period));
    expect(all["1day"]).toHaveLength(2);
  });

  it("folds weeks from Monday and months from the first across both boundaries", () => {
    const from = Date.parse("2024-02-28T00:00:00Z");
    const minutes = [...generateHistory(EURUSD, from, Date.parse("2024-03-06T00:00:00Z"), 1)];
    const all = aggregateAll(minutes);
    expect(all["1week"].map((c) => c.Time)).toEqual([at("2024-02-26T00:00:00Z"), at("2024-03-04T00:00:00Z")]);
    expect(all["1mon"].map((c) => c.Time)).toEqual([at("2024-02-01T00:00:00Z"), at("2024-03-01T00:00:00Z")]);
    expect(all["4hour"].every((c) => c.Time % 14_400 === 0)).toBe(true);
    for (const period of ["4hour", "1week", "1mon"] as const) expect(all[period]).toEqual(aggregate(minutes, period));
  });
});
