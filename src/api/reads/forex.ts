import type { Candle, Category, Instrument, Period, Sparkline } from "../../domain/instrument.ts";
import type { CandleQuery, KlineQuery, TradeListQuery } from "../../domain/contract/forex.ts";
import { request, requestAnswer, type Answer, type RequestOptions } from "../client.ts";

type CallOptions = Pick<RequestOptions, "signal" | "silent">;

/** The instrument list's path: the home page stamps the list with its age when the service worker answered it offline. */
export const TRADE_LIST_PATH = "/v1/api/forex/trade_list";

/**
 * Every tradable instrument with its day quotation, in the server's display order; offline, the
 * service worker's copy says when the server sent it.
 */
export function tradeList(searchCurrency?: string, options: CallOptions = {}): Promise<Answer<Instrument[]>> {
  return requestAnswer<Instrument[]>(TRADE_LIST_PATH, { ...options, query: { searchCurrency } satisfies TradeListQuery });
}

/** Categories with names in the `lang` header's language. */
export function categories(options: CallOptions = {}): Promise<Category[]> {
  return request<Category[]>("/v1/api/forex/getCategories", options);
}

/** Candle history, oldest first, the forming candle last; with `before` (seconds), the page of older candles. */
export function kline(forexId: number, period: Period, { before, ...options }: CallOptions & { before?: number } = {}): Promise<Candle[]> {
  return request<Candle[]>("/v1/api/forex/kline", { ...options, query: { forex_id: forexId, period, before } satisfies KlineQuery });
}

/** Closes only, for a row's small area chart. */
export function sparkline(forexId: number, period: Period, options: CallOptions = {}): Promise<Sparkline> {
  return request<Sparkline>("/v1/api/forex/abbreviated_cache_kline", {
    ...options,
    query: { forex_id: forexId, period } satisfies CandleQuery,
  });
}
