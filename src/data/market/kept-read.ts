import { readKeptMarket, type KeptMarket } from "#db/kept-market.ts";
import { homeSnapshotAtLoad, withSnapshotQuotes } from "./home-snapshot.ts";

/**
 * The page's one read of the market the device kept: IndexedDB's list, with the quotes home last
 * showed where they are newer. The early script (`src/early-read.ts`) starts it while the main
 * bundle still loads; the warm start takes the same read. No React, no valtio: the early script
 * stays a few KB. The read is kept on the page's global, not in this module, since the early script
 * is a classic script with its own copy of this module.
 */
const page = globalThis as { pipwiseKeptMarket?: Promise<KeptMarket | undefined> };

async function readKept(): Promise<KeptMarket | undefined> {
  const market = await readKeptMarket();
  return market && { ...market, quotes: withSnapshotQuotes(market.quotes, homeSnapshotAtLoad()) };
}

export function readKeptMarketOnce(): Promise<KeptMarket | undefined> {
  page.pipwiseKeptMarket ??= readKept();
  return page.pipwiseKeptMarket;
}
