import type { Bus } from "./bus.ts";
import type { Config } from "./config.ts";
import { createCandleSink } from "./market/candle-sink.ts";
import { createMarketHub } from "./market/market-hub.ts";
import { toMarketInstrument } from "./market/market-instruments.ts";
import { loadMarketStart } from "./market/market-start.ts";
import { backfillPeriods } from "./market/period-backfill.ts";
import type { PriceSource } from "./market/price-source.ts";
import { createScriptedPriceSource } from "./market/scripted-source.ts";
import { createSimulatedPriceSource } from "./market/simulator.ts";
import type { Log } from "./platform/log.ts";
import type { Store } from "./store/open-store.ts";
import { seedIfEmpty } from "./seed/seed.ts";

export interface MarketStartDeps {
  store: Store;
  config: Config;
  bus: Bus;
  log: Log;
  /** The price feed; by default the one MARKET_SOURCE names. */
  priceSource: PriceSource | undefined;
  /** Hears each tick the hub takes in, for the metrics. */
  onTick?: () => void;
}

/** Seeds an empty store, fills in the history of periods it lacks, then builds the market hub over the stored instruments, where their candles stood at the last stop. */
export async function startMarket({ store, config, bus, log, priceSource, onTick }: MarketStartDeps) {
  const seeded = await seedIfEmpty(store, { historyDays: config.historyDays, marketSeed: config.marketSeed });
  if (seeded) log.info(seeded, `first start: seeded ${seeded.instruments} instruments and ${seeded.candles} candles in ${seeded.ms} ms`);
  const rows = await store.catalog.instruments();
  const backfilled = await backfillPeriods(store.candles, rows);
  if (backfilled) log.info({ candles: backfilled }, `folded ${backfilled} candles of periods the store did not have yet`);
  const instruments = rows.map(toMarketInstrument);
  const priceScript = !priceSource && config.marketSource === "scripted" ? createScriptedPriceSource({ instruments }) : undefined;
  const source =
    priceSource ??
    priceScript ??
    createSimulatedPriceSource({ instruments, seed: config.marketSeed, ticksPerSecond: config.ticksPerSecond, sessionMode: config.marketSessions });
  const hub = createMarketHub({
    instruments,
    source,
    bus,
    sink: createCandleSink(store.candles, new Map(rows.map((row) => [row.code, row.id]))),
    sessionMode: config.marketSessions,
    initial: await loadMarketStart(store.candles, rows),
    onSinkError: (error) => log.error({ err: error }, "saving candles failed"),
    onTick,
  });
  return { hub, priceScript };
}
