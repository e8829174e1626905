import { readKeptMarket, type KeptMarket } from "#db/kept-market.ts";

/**
 * The page's one read of the market the device kept. The early script (`src/early-read.ts`) starts
 * it while the main bundle still loads; the warm start takes the same read. No React, no valtio:
 * the early script stays a few KB. The read is kept on the page's global, not in this module, since
 * the early script is a classic script with its own copy of this module.
 */
const page = globalThis as { pipwiseKeptMarket?: Promise<KeptMarket | undefined> };

export function readKeptMarketOnce(): Promise<KeptMarket | undefined> {
  page.pipwiseKeptMarket ??= readKeptMarket();
  return page.pipwiseKeptMarket;
}
