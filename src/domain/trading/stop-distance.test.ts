import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { levelFromMoney, levelFromPips, moneyAt, moneyTowards, pipsAt, pipsTowards, type StopBasis, type StopSide } from "./stop-distance.ts";

const eurusdBuy: StopBasis = { direction: ORDER_BUY, entry: "1.08500", lots: "1", units: "100000", usdRate: "1", precision: 5 };
const usdjpySell: StopBasis = { direction: ORDER_SELL, entry: "150.250", lots: "0.5", units: "100000", usdRate: dec(1).dividedBy("150.262"), precision: 3 };

describe("SL/TP as a price, a distance in pips or an amount of money", () => {
  it("puts a buy's stop loss below the entry and its take profit above, a sell's the other way", () => {
    expect(levelFromPips(eurusdBuy, "stop-loss", "20")).toBe("1.08300");
    expect(levelFromPips(eurusdBuy, "take-profit", "12.5")).toBe("1.08625");
    expect(levelFromPips(usdjpySell, "stop-loss", "30")).toBe("150.550");
    expect(levelFromPips(usdjpySell, "take-profit", "30")).toBe("149.950");
  });

  it("rounds a level to the instrument's decimals", () => {
    expect(levelFromPips(eurusdBuy, "take-profit", "0.04")).toBe("1.08500");
    expect(levelFromPips(eurusdBuy, "take-profit", "0.05")).toBe("1.08501");
  });

  it("has no level at zero or below", () => {
    expect(levelFromPips(eurusdBuy, "stop-loss", "10850")).toBeUndefined();
    expect(levelFromMoney(eurusdBuy, "stop-loss", "108500")).toBeUndefined();
  });

  it("finds the level where a position loses or wins an amount, by the profit the server books", () => {
    // 1 lot of EURUSD makes 10 USD a pip: 150 USD is 15 pips.
    expect(levelFromMoney(eurusdBuy, "stop-loss", "150")).toBe("1.08350");
    expect(moneyAt(eurusdBuy, "1.08350")).toBe("-150.000000");
    expect(levelFromMoney(eurusdBuy, "take-profit", "150")).toBe("1.08650");
  });

  it("never puts a money level past the amount typed", () => {
    // Half a lot of USDJPY makes 0.33 USD a point, so 100 USD lands 0.18 short of it.
    const level = levelFromMoney(usdjpySell, "stop-loss", "100")!;
    expect(dec(moneyAt(usdjpySell, level)!).negated().lessThanOrEqualTo(100)).toBe(true);
    expect(moneyTowards(usdjpySell, "stop-loss", level)).toBe("99.82");
  });

  it("shows a level's result in pips and money, signed like the profit, and towards its side", () => {
    expect(pipsAt(eurusdBuy, "1.08300")).toBe("-20.0");
    expect(pipsTowards(eurusdBuy, "stop-loss", "1.08300")).toBe("20.0");
    expect(pipsTowards(eurusdBuy, "take-profit", "1.08300")).toBe("-20.0");
    expect(moneyTowards(eurusdBuy, "stop-loss", "1.08300")).toBe("200.00");
    expect(pipsAt({ ...eurusdBuy, precision: 2, entry: "2400.00" }, "2401.00")).toBe("100");
  });

  it("has no money figure without a USD rate", () => {
    const noRate = { ...eurusdBuy, usdRate: undefined };
    expect(levelFromMoney(noRate, "stop-loss", "10")).toBeUndefined();
    expect(moneyAt(noRate, "1.08")).toBeUndefined();
  });

  const precisions = fc.constantFrom(2, 3, 4, 5);
  const sides = fc.constantFrom<StopSide>("stop-loss", "take-profit");
  const directions = fc.constantFrom(ORDER_BUY, ORDER_SELL);
  const basisOf = (direction: typeof ORDER_BUY | typeof ORDER_SELL, points: number, precision: number, lots: number): StopBasis => ({
    direction, entry: dec(points).times(dec(10).pow(-precision)).toFixed(precision), lots: dec(lots).dividedBy(100), units: "100000", usdRate: "0.9", precision,
  });

  it("turns any level into pips and back into the same level", () => {
    fc.assert(
      fc.property(directions, sides, precisions, fc.integer({ min: 50_000, max: 500_000 }), fc.integer({ min: 1, max: 49_999 }), (direction, side, precision, entryPoints, levelPoints) => {
        const basis = basisOf(direction, entryPoints, precision, 100);
        const level = dec(levelPoints).times(dec(10).pow(-precision)).toFixed(precision);
        expect(levelFromPips(basis, side, pipsTowards(basis, side, level))).toBe(level);
      }),
    );
  });

  it("turns an amount into a level whose result is within one point of it, never beyond", () => {
    fc.assert(
      fc.property(directions, sides, precisions, fc.integer({ min: 50_000, max: 500_000 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100_000 }), (direction, side, precision, entryPoints, lots, cents) => {
        const basis = basisOf(direction, entryPoints, precision, lots);
        const amount = dec(cents).dividedBy(100);
        const level = levelFromMoney(basis, side, amount);
        fc.pre(level !== undefined);
        const result = dec(moneyAt(basis, level!)!).abs();
        const point = dec(basis.lots).times(basis.units).times(basis.usdRate!).times(dec(10).pow(-precision));
        expect(result.lessThanOrEqualTo(amount)).toBe(true);
        expect(amount.minus(result).lessThan(point.plus("0.000001"))).toBe(true);
      }),
    );
  });
});
