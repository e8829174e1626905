import { describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { isMarketOpen } from "./sessions.ts";
import { generateHistory } from "./history.ts";
import { BTCUSD, EURUSD, GBPUSD, US500 } from "./test-instruments.ts";

const DAY_MS = 86_400_000;
const SEED = 20240601;
// Monday 2024-03-04 00:00 UTC to Monday 2024-03-18 00:00 UTC: two weeks with two weekends.
const FROM = Date.parse("2024-03-04T00:00:00Z");
const TO = FROM + 14 * DAY_MS;

const history = (instrument = EURUSD, seed = SEED, from = FROM, to = TO) => [...generateHistory(instrument, from, to, seed)];

describe("generated history", () => {
  it("is the same for the same instrument, range and seed", () => {
    expect(history()).toEqual(history());
  });

  it("differs between instruments and between seeds", () => {
    const closes = (candles: { Close: string }[]) => candles.slice(0, 100).map((c) => c.Close);
    const eur = history();
    const gbpFromSameBase = history({ ...GBPUSD, basePrice: EURUSD.basePrice });
    expect(closes(gbpFromSameBase)).not.toEqual(closes(eur));
    expect(closes(history(EURUSD, SEED + 1))).not.toEqual(closes(eur));
  });

  it("has no FX candle while the FX market is closed (Saturday, before Sunday 22:00)", () => {
    const candles = history();
    expect(candles.every((c) => isMarketOpen("fx", new Date(c.Time * 1000)))).toBe(true);
    const saturday = Date.parse("2024-03-09T00:00:00Z") / 1000;
    expect(candles.filter((c) => c.Time >= saturday && c.Time < saturday + 86_400)).toEqual([]);
    // Each week: Monday 00:00 to Friday 22:00 plus Sunday 22:00–24:00, five days of minutes.
    expect(candles).toHaveLength(2 * 5 * 1440);
  });

  it("trades crypto every minute, weekends included", () => {
    expect(history(BTCUSD, SEED, FROM, FROM + 2 * DAY_MS)).toHaveLength(2 * 1440);
  });

  it("only fills New York exchange hours for US stocks", () => {
    const candles = history(US500, SEED, FROM, FROM + DAY_MS);
    expect(candles).toHaveLength(390);
    expect(candles[0]!.Time).toBe(Date.parse("2024-03-04T14:30:00Z") / 1000);
  });

  it("emits only complete minutes inside the range", () => {
    const candles = history(BTCUSD, SEED, FROM + 30_000, FROM + 5 * 60_000 + 30_000);
    expect(candles.map((c) => c.Time - FROM / 1000)).toEqual([60, 120, 180, 240]);
  });

  it("makes well-formed candles at the instrument's precision, each opening at the previous close", () => {
    const candles = history(EURUSD, SEED, FROM, FROM + 2 * DAY_MS);
    const malformed = candles.filter((c, i) => {
      const previous = candles[i - 1];
      const continuous = !previous || c.Time - previous.Time !== 60 || c.Open === previous.Close;
      const precise = [c.Open, c.High, c.Low, c.Close].every((price) => /^\d+\.\d{5}$/.test(price));
      const high = dec(c.High);
      const low = dec(c.Low);
      const ordered = high.gte(c.Open) && high.gte(c.Close) && low.lte(c.Open) && low.lte(c.Close);
      return !(continuous && precise && ordered && Number(c.Volume) > 0);
    });
    expect(candles).toHaveLength(2 * 1440);
    expect(malformed).toEqual([]);
  });

  it("stays near the base price over 30 days", () => {
    const candles = history(EURUSD, SEED, FROM, FROM + 30 * DAY_MS);
    const closes = candles.map((c) => Number(c.Close));
    expect(Math.min(...closes)).toBeGreaterThan(1.085 * 0.9);
    expect(Math.max(...closes)).toBeLessThan(1.085 * 1.1);
  });
});
