import type { SwapMode } from "#domain/trading/swap-modes.ts";
import type { CategorySlug } from "../categories.ts";

export interface SwapSeed {
  swapMode: SwapMode;
  swapLong: string;
  swapShort: string;
  swapTripleDay: number;
}

/**
 * A first start's swap rates per category, in the shape brokers publish them: forex in points a
 * night with Wednesday's rollover paying for the weekend; the rest in percent a year of the
 * position's value, with Friday's triple. Operators set the real rates in the back office; migration
 * 0017 writes the same values into a catalog seeded before it.
 */
export const SWAP_DEFAULTS: Record<CategorySlug, SwapSeed> = {
  forex: { swapMode: "points", swapLong: "-6.5", swapShort: "1.8", swapTripleDay: 3 },
  metals: { swapMode: "percent", swapLong: "-5.5", swapShort: "1.5", swapTripleDay: 3 },
  energy: { swapMode: "percent", swapLong: "-4", swapShort: "-1", swapTripleDay: 5 },
  indices: { swapMode: "percent", swapLong: "-5", swapShort: "-1", swapTripleDay: 5 },
  crypto: { swapMode: "percent", swapLong: "-18", swapShort: "-6", swapTripleDay: 5 },
  stocks: { swapMode: "percent", swapLong: "-6", swapShort: "-2", swapTripleDay: 5 },
};
