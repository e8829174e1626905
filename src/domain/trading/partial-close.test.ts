import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { lotsLeft, partProblem, splitByLots } from "./partial-close.ts";
import { profit } from "./profit.ts";

const rules = { held: "1.00", minLots: "0.01", step: "0.01" };

describe("closing part of a position", () => {
  it.each([
    ["0.40", undefined],
    ["1.00", undefined],
    ["0.99", undefined],
    ["0.005", "part-min"],
    ["0.015", "part-step"],
    ["1.01", "part-too-many"],
    ["0.995", "part-step"],
  ])("closing %s of 1 lot (min 0.01, step 0.01) is %s", (part, problem) => {
    expect(partProblem(part, rules)).toBe(problem);
  });

  it("refuses a part that leaves less than the minimum open", () => {
    expect(partProblem("0.95", { held: "1", minLots: "0.1", step: "0.05" })).toBe("part-leaves-too-few");
    expect(partProblem("0.9", { held: "1", minLots: "0.1", step: "0.05" })).toBeUndefined();
  });

  it("lets a position at its minimum close only whole", () => {
    expect(partProblem("0.01", { held: "0.01", minLots: "0.01", step: "0.01" })).toBeUndefined();
  });

  it("splits margin and fee by lots, the rest taking what rounding leaves", () => {
    expect(splitByLots("100.000000", "0.3", "1")).toEqual({ part: "30.000000", rest: "70.000000" });
    expect(splitByLots("10.000000", "1", "3")).toEqual({ part: "3.333333", rest: "6.666667" });
    expect(lotsLeft("1.00", "0.3")).toBe("0.70");
  });

  it("a part's result plus the rest's equals the whole's at the same price", () => {
    const lots = fc.integer({ min: 2, max: 50_000 }).map((n) => dec(n).dividedBy(100));
    fc.assert(
      fc.property(lots, fc.integer({ min: 1, max: 49_999 }), fc.constantFrom(ORDER_BUY, ORDER_SELL), fc.integer({ min: 50_000, max: 200_000 }), fc.integer({ min: 50_000, max: 200_000 }), (held, cut, direction, open, close) => {
        const part = dec(cut).dividedBy(100);
        fc.pre(part.lessThan(held));
        const order = { direction, openPrice: dec(open).dividedBy(100_000), price: dec(close).dividedBy(100_000), units: "100000", usdRate: "1" };
        const whole = profit({ ...order, lots: held });
        const split = dec(profit({ ...order, lots: part })).plus(profit({ ...order, lots: lotsLeft(held.toFixed(2), part.toFixed(2)) }));
        expect(split.toFixed(6)).toBe(whole);
        const margin = splitByLots("1234.567891", part, held);
        expect(dec(margin.part).plus(margin.rest).toFixed(6)).toBe("1234.567891");
      }),
    );
  });
});
