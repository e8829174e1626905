/**
 * The data facade: the only module views import for reads, market and account data alike. Behind
 * it are IndexedDB (persisted, watched through the realtime worker, where Dexie runs: store.ts),
 * the valtio live store (socket ticks) and the API client. Writes and actions (log in, place an order, reset the demo) call src/api directly.
 */
export { refreshTradeList } from "./refresh-trade-list.ts";
export { useCategories, useInstruments } from "./use-instruments.ts";
export { useConnectionState, useLiveTopic, useQuote } from "./use-live.ts";
export { useLivePrice } from "./use-live-price.ts";
export { useSparkline } from "./use-sparkline.ts";
export { useCandles, type CandleSeries, type OlderState } from "./use-candles.ts";
export { useBasicInfo } from "./use-basic-info.ts";
export { useAreaCodes } from "./use-area-codes.ts";
export { useBalance } from "./use-balance.ts";
export { useShowsMobile } from "./use-shows-mobile.ts";
export { useRefreshedUser } from "./use-refreshed-user.ts";
export { useOnline } from "./use-online.ts";
export { useBackOnline } from "./use-back-online.ts";
export { useCachedAt } from "./use-cached-at.ts";
export type { Paged } from "./use-paged.ts";
export { useRanking, type RankingState } from "./use-ranking.ts";
export { useRealName, type RealName } from "./use-real-name.ts";
export { useInvitation } from "./use-invitation.ts";
export { useAnnouncement, useNewsArticle, useNewsList } from "./use-news.ts";
export { useUploadedImage, type UploadedImage } from "./use-uploaded-image.ts";
export { usePictureUpload, type PictureState, type PictureUpload } from "./use-picture-upload.ts";
export { useChosenCompany, useChosenCompanyId, useCompanySearch } from "./use-company.ts";
