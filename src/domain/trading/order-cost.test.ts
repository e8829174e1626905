import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { FEE_TYPE_PER_LOT } from "../fee.ts";
import { MARGIN_MODE_FIXED } from "../instrument.ts";
import { quoteOf } from "../testing/quotes.ts";
import { orderCost } from "./order-cost.ts";
import { usdRate } from "./usd-rate.ts";

const FEE_OF_MARGIN = 2;

describe("orderCost: margin in USD and the fee", () => {
  it.each([
    // name, lots, units, price, leverage, margin mode, quote currency, fee type, fee rate, margin, fee
    ["EURUSD buy at Ask, fee of margin", "1", "100000", "1.10002", 100, 0, "USD", FEE_OF_MARGIN, "0.005", "1100.020000", "5.500100"],
    ["EURUSD, fee per lot", "1", "100000", "1.10002", 100, 0, "USD", FEE_TYPE_PER_LOT, "7", "1100.020000", "7.000000"],
    ["USDJPY (JPY-quoted) at 1 ÷ Ask", "1", "100000", "150.020", 100, 0, "JPY", FEE_OF_MARGIN, "0.005", "1000.000000", "5.000000"],
    ["EURGBP (cross) through GBPUSD Bid", "1", "100000", "0.85006", 100, 0, "GBP", FEE_OF_MARGIN, "0.005", "1062.575000", "5.312875"],
    ["GER40 (EUR index) through EURUSD Bid", "1", "1", "23846.9", 20, 0, "EUR", FEE_TYPE_PER_LOT, "0.5", "1311.579500", "0.500000"],
    ["JPN225 (JPY index) through USDJPY", "0.1", "100", "48718", 20, 0, "JPY", FEE_OF_MARGIN, "0.006", "162.371684", "0.974230"],
    ["UKOIL fixed margin: lots × units whatever the price", "0.5", "1000", "63.96", 10, MARGIN_MODE_FIXED, "USD", FEE_OF_MARGIN, "0.008", "500.000000", "4.000000"],
    ["fixed margin quoted in EUR stays lots × units USD", "0.5", "1000", "63.96", 10, MARGIN_MODE_FIXED, "EUR", FEE_TYPE_PER_LOT, "3", "500.000000", "1.500000"],
  ] as const)("%s", (_name, lots, units, price, leverage, marginMode, currency, feeType, feeRate, margin, fee) => {
    const cost = orderCost({ lots, units, price, leverage, marginMode, feeType, feeRate, usdRate: usdRate(currency, quoteOf)! });
    expect(cost).toEqual({ margin, fee });
  });

  it("does not depend on the rate for fixed margin, and scales with it otherwise", () => {
    const base = { lots: "1", units: "1000", price: "63.96", leverage: 10, feeType: FEE_OF_MARGIN, feeRate: "0" };
    expect(orderCost({ ...base, marginMode: MARGIN_MODE_FIXED, usdRate: dec("0.5") }).margin).toBe("1000.000000");
    expect(orderCost({ ...base, marginMode: 0, usdRate: dec("0.5") }).margin).toBe("3198.000000");
  });
});
