/**
 * The data facade: the only module views import for market data. Behind it are Dexie
 * (persisted, read with live queries), the valtio live store (socket ticks) and the API client.
 */
export { refreshTradeList } from "./refresh-trade-list.ts";
export { useCategories, useInstruments } from "./use-instruments.ts";
export { useConnectionState, useLiveTopic, useQuote } from "./use-live.ts";
export { useSparkline } from "./use-sparkline.ts";
export { useCandles, type CandleSeries, type OlderState } from "./use-candles.ts";
export { useBasicInfo } from "./use-basic-info.ts";
