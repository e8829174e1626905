import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { nightsAt, rolloverSwap, swapPerNight, type SwapInput } from "./swap.ts";

const EURUSD: SwapInput = {
  rates: { mode: "points", long: "-7.5", short: "2.1", tripleDay: 3 },
  direction: ORDER_BUY,
  lots: "1",
  units: "100000",
  price: "1.10000",
  precision: 5,
  usdRate: "1",
};

describe("swapPerNight", () => {
  it("charges a long position its long rate in points of price per unit", () => {
    // 1 × 100000 × −7.5 × 0.00001 = −7.5 USD.
    expect(swapPerNight(EURUSD)).toBe("-7.500000");
  });

  it("pays a short position its positive short rate, by lots", () => {
    // 0.3 × 100000 × 2.1 × 0.00001 = 0.63 USD.
    expect(swapPerNight({ ...EURUSD, direction: ORDER_SELL, lots: "0.3" })).toBe("0.630000");
  });

  it("converts a yen swap into USD", () => {
    // 1 × 100000 × 12 × 0.001 = 1200 JPY at 150 yen a dollar = 8 USD.
    const usdjpy = { ...EURUSD, rates: { ...EURUSD.rates, long: "12" }, precision: 3, price: "150.000", usdRate: dec(1).dividedBy(150) };
    expect(swapPerNight(usdjpy)).toBe("8.000000");
  });

  it("reads a percent rate as a share of the position's value a year, over 365 nights", () => {
    // 1 × 1 × 36500 × −18 % ÷ 365 = −18 USD.
    const btc = { ...EURUSD, rates: { mode: "percent" as const, long: "-18", short: "-4", tripleDay: 5 }, units: "1", price: "36500", precision: 2 };
    expect(swapPerNight(btc)).toBe("-18.000000");
    expect(swapPerNight({ ...btc, direction: ORDER_SELL })).toBe("-4.000000");
  });

  it("rounds half-up to six decimals", () => {
    // 0.01 × 100000 × −0.33333 × 0.00001 = −0.0033333 USD.
    expect(swapPerNight({ ...EURUSD, lots: "0.01", rates: { ...EURUSD.rates, long: "-0.33333" } })).toBe("-0.003333");
  });
});

describe("rolloverSwap", () => {
  it("books three nights on the triple day and one on the others", () => {
    expect(nightsAt(3, 3)).toBe(3);
    expect(nightsAt(2, 3)).toBe(1);
    expect(rolloverSwap(EURUSD, 3)).toBe("-22.500000");
    expect(rolloverSwap(EURUSD, 4)).toBe("-7.500000");
  });
});
