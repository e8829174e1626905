import { readKeptMarket, type KeptMarket } from "#db/kept-market.ts";

/**
 * The page's one read of the market the device kept. The early entry (`src/early-read.ts`) starts
 * it while the main bundle still loads; the warm start takes the same read. No React, no valtio:
 * the early entry stays a few hundred bytes.
 */
let reading: Promise<KeptMarket | undefined> | undefined;

export function readKeptMarketOnce(): Promise<KeptMarket | undefined> {
  reading ??= readKeptMarket();
  return reading;
}
