/** The market reads: instruments, categories, candles and sparklines. */
import type { Candle, Category, Instrument, Period, Sparkline } from "#domain/instrument.ts";
import { FOREX_ROUTES } from "#domain/contract/routes/forex.ts";
import { call, callAnswer, type Answer } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** The instrument list's path: the home page stamps the list with its age when the service worker answered it offline. */
export const TRADE_LIST_PATH = FOREX_ROUTES.tradeList.path;

/**
 * Every tradable instrument with its day quotation, in the server's display order; offline, the
 * service worker's copy says when the server sent it.
 */
export function tradeList(searchCurrency?: string, options: ReadOptions = {}): Promise<Answer<Instrument[]>> {
  return callAnswer(FOREX_ROUTES.tradeList, { searchCurrency }, options);
}

/** Categories with names in the `lang` header's language. */
export function categories(options: ReadOptions = {}): Promise<Category[]> {
  return call(FOREX_ROUTES.categories, {}, options);
}

/** Candle history, oldest first, the forming candle last; with `before` (seconds), the page of older candles. */
export function kline(forexId: number, period: Period, { before, ...options }: ReadOptions & { before?: number } = {}): Promise<Candle[]> {
  return call(FOREX_ROUTES.kline, { forex_id: forexId, period, before }, options);
}

/** Closes only, for a row's small area chart. */
export function sparkline(forexId: number, period: Period, options: ReadOptions = {}): Promise<Sparkline> {
  return call(FOREX_ROUTES.sparkline, { forex_id: forexId, period }, options);
}
