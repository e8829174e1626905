import { describe, expect, it } from "vitest";
import { D, dec } from "../decimal.ts";
import { ORDER_BUY, ORDER_SELL } from "../order.ts";
import { orderPreview } from "./order-preview.ts";

const base = { lots: "1", units: "100000", precision: 5, usdRate: dec(1), stopOutLevel: "50", spread: "0.00002" };

describe("order preview: margin level after the order and the stop-out price", () => {
  it("buys 1 EURUSD lot at the Ask on an empty 10,000 USD account", () => {
    // Equity after = 10,000 − 5.5001 fee − 2 spread; stop-out when equity = 50 % of 1,100.02.
    const preview = orderPreview({ ...base, direction: ORDER_BUY, openPrice: "1.10002", margin: "1100.02", fee: "5.5001", equity: "10000", usedMargin: "0" });
    // Free margin after = 9,992.4999 − 1,100.02.
    expect(preview).toEqual({ spreadCost: "2.000000", freeMarginAfter: "8892.479900", marginLevelAfter: "908.39", stopOutPrice: "1.00558" });
  });

  it("sells 1 EURUSD lot at the Bid beside a position already holding 1,100 USD", () => {
    const preview = orderPreview({ ...base, direction: ORDER_SELL, openPrice: "1.10000", margin: "1100", fee: "5.5", equity: "10000", usedMargin: "1100" });
    // 10,000 − 5.5 fee − 2 spread = 9,992.5 equity over 2,200 used margin.
    expect(preview).toEqual({ spreadCost: "2.000000", freeMarginAfter: "7792.500000", marginLevelAfter: "454.20", stopOutPrice: "1.18894" });
  });

  it("has no stop-out price when the account covers the whole move", () => {
    const preview = orderPreview({ ...base, direction: ORDER_BUY, lots: "0.01", openPrice: "1.10002", margin: "11", fee: "0.055", equity: "100000", usedMargin: "0" });
    expect(preview.stopOutPrice).toBe("");
    expect(preview.marginLevelAfter).toBe("909090.23");
  });

  it("converts a JPY pair's move into USD", () => {
    const usdRate = dec(1).dividedBy("150.020");
    const preview = orderPreview({ ...base, precision: 3, spread: "0.020", usdRate, direction: ORDER_BUY, openPrice: "150.020", margin: "1000", fee: "5", equity: "10000", usedMargin: "0" });
    // Each yen against the position costs 100,000 ÷ 150.02 ≈ 666.58 USD.
    const equity = dec(10000).minus(5).minus(dec(100_000).times(usdRate).times("0.020"));
    const move = equity.minus(500).dividedBy(dec(100_000).times(usdRate));
    expect(preview.stopOutPrice).toBe(dec("150.000").minus(move).toDecimalPlaces(3, D.ROUND_UP).toFixed(3));
  });
});
