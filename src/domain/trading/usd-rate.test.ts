import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { quoteOf } from "../testing/quotes.ts";
import { usdRate } from "./usd-rate.ts";

describe("usdRate: USD per unit of a quote currency", () => {
  it.each([
    ["USD", "1"],
    // X/USD at its Bid.
    ["EUR", "1.1"],
    ["GBP", "1.25"],
    // USD/X at 1 ÷ its Ask.
    ["JPY", dec(1).dividedBy("150.020").toString()],
  ])("%s → %s", (currency, expected) => {
    expect(usdRate(currency, quoteOf)!.toString()).toBe(expected);
  });

  it("converts a cross's quote currency through its USD leg (EUR/GBP → GBP/USD Bid)", () => {
    expect(usdRate("GBP", quoteOf)!.toString()).toBe(quoteOf("GBPUSD")!.Bid.replace(/0+$/, ""));
  });

  it("has no rate for a currency no pair prices against the dollar", () => {
    expect(usdRate("BRL", quoteOf)).toBeUndefined();
  });
});
