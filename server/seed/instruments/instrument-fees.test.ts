import { describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { feeRateFor, FEE_TYPE_PER_LOT, tradeFee } from "#domain/fee.ts";
import { usdRate } from "#domain/trading/usd-rate.ts";
import { INSTRUMENT_SEEDS } from "./all.ts";

const FEE_OF_MARGIN = 2;
const byCode = new Map(INSTRUMENT_SEEDS.map((seed) => [seed.code, seed]));
const quoteAtBase = (code: string) => {
  const seed = byCode.get(code);
  return seed && { Bid: seed.basePrice, Ask: seed.basePrice };
};
/** What one lot is worth in USD at the seed's base price. */
const lotValue = (code: string) => {
  const seed = byCode.get(code)!;
  return dec(seed.contractSize).times(seed.basePrice).times(usdRate(seed.quoteCurrency, quoteAtBase)!);
};
const feeOfOneLot = (code: string, feeType: number) =>
  tradeFee({ feeType, lots: "1", feeRate: feeRateFor(feeType, byCode.get(code)!), margin: lotValue(code).dividedBy(100) });

describe("seeded handling fees", () => {
  it("charge a forex lot what a broker charges per 100,000 units, a few dollars", () => {
    for (const seed of INSTRUMENT_SEEDS.filter((s) => s.category === "forex")) {
      expect(Number(feeOfOneLot(seed.code, FEE_TYPE_PER_LOT)), seed.code).toBeGreaterThanOrEqual(3);
      expect(Number(feeOfOneLot(seed.code, FEE_TYPE_PER_LOT)), seed.code).toBeLessThanOrEqual(7);
    }
    expect(feeOfOneLot("EURUSD", FEE_TYPE_PER_LOT)).toBe("5.000000");
  });

  it("charge every instrument per lot between 0.001 % and 0.15 % of what the lot is worth", () => {
    const shares = INSTRUMENT_SEEDS.map((seed) => [seed.code, dec(feeOfOneLot(seed.code, FEE_TYPE_PER_LOT)).dividedBy(lotValue(seed.code)).toNumber()] as const);
    expect(shares.filter(([, share]) => share < 0.00001 || share > 0.0015)).toEqual([]);
  });

  it("still charge a share of the margin under the other fee type", () => {
    expect(feeOfOneLot("EURUSD", FEE_OF_MARGIN)).toBe(dec(lotValue("EURUSD")).dividedBy(100).times("0.005").toFixed(6));
    expect(INSTRUMENT_SEEDS.filter((seed) => !(dec(seed.feeRate).greaterThan(0) && dec(seed.feeRate).lessThan("0.05")))).toEqual([]);
  });
});
