import { describe, expect, it } from "vitest";
import { FEE_TYPE_PER_LOT } from "#domain/fee.ts";
import { ORDER_BUY, ORDER_SELL, type ShownAccount } from "#domain/order.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { orderEstimate, type EstimatedInstrument } from "./order-estimate.ts";

const EURUSD: EstimatedInstrument = { ForexContNum: "100000", MarginMode: 0, ForexFeeRate: "0.005", QuoteCurrency: "USD", PricePrecision: 5, Swap: { Mode: "points", Long: "-6.5", Short: "1.8", TripleDay: 3 } };
const USDJPY: EstimatedInstrument = { ...EURUSD, QuoteCurrency: "JPY", PricePrecision: 3 };
const QUOTES: Record<string, BidAsk> = { EURUSD: { Bid: "1.10000", Ask: "1.10020" }, USDJPY: { Bid: "150.000", Ask: "150.020" } };
const quoteOf = (code: string) => QUOTES[code];
const ACCOUNT: ShownAccount = {
  balance: "10000", lock_balance: "0", net_value: "10000", available_prepayment: "10000", current_margin: "0",
  prepayment_ratio: "", stop_out_level: "50", margin_call_level: "100",
};

describe("orderEstimate", () => {
  it("prices a market buy at the Ask and a sell at the Bid", () => {
    const buy = orderEstimate({ instrument: EURUSD, direction: ORDER_BUY, lots: "1", leverage: 100, quote: QUOTES.EURUSD!, quoteOf, feeType: 2 })!;
    // A pip is 0.0001 × 100000 = 10 USD; the spread 0.0002 × 100000 = 20 USD; the long swap 100000 × −6.5 × 0.00001 = −6.5 USD.
    expect(buy).toEqual({ openPrice: "1.10020", margin: "1100.200000", fee: "5.501000", pipValue: "10.000000", spreadCost: "20.000000", swapPerNight: "-6.500000" });
    const sell = orderEstimate({ instrument: EURUSD, direction: ORDER_SELL, lots: "1", leverage: 100, quote: QUOTES.EURUSD!, quoteOf, feeType: 2 })!;
    expect(sell.openPrice).toBe("1.10000");
    expect(sell.margin).toBe("1100.000000");
    // The short side's rate: 100000 × 1.8 × 0.00001 = 1.8 USD paid a night.
    expect(sell.swapPerNight).toBe("1.800000");
  });

  it("prices a pending order at its own price and charges a per-lot fee by lots", () => {
    const pending = orderEstimate({ instrument: EURUSD, direction: ORDER_BUY, lots: "0.5", leverage: 50, target: "1.05000", quote: QUOTES.EURUSD!, quoteOf, feeType: FEE_TYPE_PER_LOT })!;
    expect(pending).toEqual({ openPrice: "1.05000", margin: "1050.000000", fee: "0.002500", pipValue: "5.000000", spreadCost: "10.000000", swapPerNight: "-3.250000" });
  });

  it("converts a yen-quoted margin into USD at 1 ÷ the USDJPY Ask", () => {
    const estimate = orderEstimate({ instrument: USDJPY, direction: ORDER_BUY, lots: "1", leverage: 100, quote: QUOTES.USDJPY!, quoteOf, feeType: 2 })!;
    // 1 × 100000 × 150.020 ÷ 100 = 150020 JPY, ÷ 150.020 = 1000 USD.
    expect(estimate.margin).toBe("1000.000000");
    // A pip is 0.01 yen × 100000 = 1000 JPY ÷ 150.020; the long swap 100000 × −6.5 × 0.001 = −650 JPY ÷ 150.020.
    expect(estimate.pipValue).toBe("6.665778");
    expect(estimate.swapPerNight).toBe("-4.332756");
  });

  it("shows nothing when no pair prices the quote currency in USD", () => {
    const estimate = orderEstimate({ instrument: { ...EURUSD, QuoteCurrency: "XAU" }, direction: ORDER_BUY, lots: "1", leverage: 100, quote: QUOTES.EURUSD!, quoteOf, feeType: 2 });
    expect(estimate).toBeUndefined();
  });

  it("adds the margin level after the order, the stop-out price and whether it fits, given the account", () => {
    const estimate = orderEstimate({ instrument: EURUSD, direction: ORDER_BUY, lots: "1", leverage: 100, quote: QUOTES.EURUSD!, quoteOf, feeType: 2, account: ACCOUNT })!;
    // Equity after = 10000 − 5.501 fee − 20 spread = 9974.499; ÷ 1100.2 margin = 906.61 %.
    expect(estimate.marginLevelAfter).toBe("906.61");
    // Free margin after = 9974.499 − 1100.2 used.
    expect(estimate.freeMarginAfter).toBe("8874.299000");
    // Room to the 50 % floor: 9974.499 − 550.1 = 9424.399 over 100000 units below the Bid 1.10000.
    expect(estimate.stopOutPrice).toBe("1.00576");
    expect(estimate.affordable).toBe(true);
    const poor = orderEstimate({ instrument: EURUSD, direction: ORDER_BUY, lots: "1", leverage: 100, quote: QUOTES.EURUSD!, quoteOf, feeType: 2, account: { ...ACCOUNT, available_prepayment: "1100" } })!;
    expect(poor.affordable).toBe(false);
  });
});
