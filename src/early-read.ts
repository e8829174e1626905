import { readKeptMarketOnce } from "#data/market/kept-read.ts";

// The page's first script: it starts reading the device's kept prices from IndexedDB while the
// main bundle is still being fetched and evaluated, so they are in by the first render.
void readKeptMarketOnce();
