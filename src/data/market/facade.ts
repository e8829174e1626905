/**
 * The market's data door (home, /trade, /news, /rank): instruments and their live quotes and
 * candles, the site's news and settings, and whether the device is online. Behind it are
 * IndexedDB (watched through the realtime worker, where Dexie runs: ../store.ts), the valtio live
 * store (socket ticks) and the API client. Actions (log in, place an order) call src/api directly.
 */
export { refreshTradeList } from "./refresh-trade-list.ts";
export { TRADE_LIST_PATH } from "#api/reads/forex.ts";
export { useCategories, useInstruments } from "./use-instruments.ts";
export { catchUpQuoteViews, onQuote, quoteNow, useConnectionState, useLiveTopic, useQuote } from "./use-live.ts";
export { isLiveQuote } from "./live-quotes.ts";
export { warmReadWithin } from "./warm-start.ts";
export { pageBuild, writeHomeSnapshot } from "./home-snapshot.ts";
export { usePricesStale } from "./use-prices-stale.ts";
export { useSparkline } from "./use-sparkline.ts";
export { useCandles, type CandleSeries, type OlderState } from "./use-candles.ts";
export { useBasicInfo } from "./use-basic-info.ts";
export { useRanking, type RankingState } from "./use-ranking.ts";
export { useAnnouncement, useNewsArticle, useNewsList } from "./use-news.ts";
export { useOnline } from "../use-online.ts";
export { useBackOnline } from "../use-back-online.ts";
export { useCachedAt } from "../use-cached-at.ts";
export type { Paged } from "../use-paged.ts";
