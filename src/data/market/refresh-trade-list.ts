import { ApiError, NetworkError } from "#api/errors.ts";
import * as forex from "#api/reads/forex.ts";
import type { LanguageCode } from "#domain/locales.ts";
import type { Instrument, Quote } from "#domain/instrument.ts";
import { withServerOrder } from "#domain/server-order.ts";
import { localeState } from "#state/locale.ts";
import { seedLiveQuotes } from "./live-quotes.ts";
import { showFetchedWhenNothingKept } from "./warm-start.ts";
import { stored } from "../store.ts";

/** The day quotation of a trade_list row as a quote, stamped with when it was asked for. */
export function quoteFromInstrument(instrument: Instrument, askedAt: number): Quote {
  const { Open, Close, Bid, Ask, Change } = instrument.ForexQuotations;
  return { Code: instrument.Code, Open, Close, Bid, Ask, Change, MarketStatus: instrument.MarketStatus, Time: askedAt };
}

/** The client already showed these to the user as a toast; the caller has nothing to add. */
function reported(error: unknown): boolean {
  return error instanceof ApiError || error instanceof NetworkError;
}

let inFlight: { lang: LanguageCode; done: Promise<void> } | null = null;

async function fetchAndStore(lang: LanguageCode): Promise<void> {
  const askedAt = Date.now();
  const [list, categories] = await Promise.all([forex.tradeList(), forex.categories()]);
  // Names come in the asked language; a switch meanwhile has its own request, which must win.
  if (lang !== localeState.lang) return;
  // Offline, the service worker's copy is as old as its server time: the prices the socket stored
  // since then are newer and stay.
  const sentAt = list.cachedAt ?? askedAt;
  const instruments = list.data;
  const quotes = instruments.map((i) => quoteFromInstrument(i, sentAt));
  // In the store's shape, Seq and all, so the worker's copy that follows is the same rows and renders none again.
  showFetchedWhenNothingKept({ instruments: withServerOrder(instruments), categories: categories.map(({ Id, NameShowTrans }, Seq) => ({ lang, Id, NameShowTrans, Seq })), quotes });
  const written = await stored(async (store) => {
    await store.storeTradeList({ instruments, categories, lang, fetchedAt: sentAt });
    return store.storeQuotesIfNewer(quotes);
  });
  seedLiveQuotes(written);
}

/**
 * Fetches the instrument list and categories and stores them (views update through Dexie).
 * Concurrent calls in one language share one request. Failures were already toasted by the API
 * client, so the promise resolves anyway: pull-to-refresh can simply await it.
 */
export function refreshTradeList(): Promise<void> {
  const lang = localeState.lang;
  if (inFlight?.lang === lang) return inFlight.done;
  const request = {
    lang,
    done: fetchAndStore(lang)
      .catch((error: unknown) => {
        if (!reported(error)) throw error;
      })
      .finally(() => {
        if (inFlight === request) inFlight = null;
      }),
  };
  inFlight = request;
  return request.done;
}

const categoriesAsked = new Set<LanguageCode>();

/** Category names for a language nothing is stored for yet (asked once per language per page). */
export async function refreshCategoriesOnce(lang: LanguageCode): Promise<void> {
  // The request's `lang` header is the current language, so only ask for that one.
  if (categoriesAsked.has(lang) || lang !== localeState.lang) return;
  categoriesAsked.add(lang);
  try {
    // On a first visit the trade list refresh is already fetching them.
    await inFlight;
    if (await stored((store) => store.hasCategories(lang))) return;
    const categories = await forex.categories({ silent: true });
    await stored((store) => store.storeCategories(lang, categories));
  } catch (error) {
    categoriesAsked.delete(lang);
    if (!reported(error)) throw error;
  }
}
