import { useCallback } from "react";
import { newsAnnouncement, newsInfo, newsList } from "#api/reads/news.ts";
import type { NewsAnnouncement, NewsArticle, NewsSummary } from "#domain/contract/news.ts";
import type { NewsCategory } from "#domain/news.ts";
import { usePaged, type Paged } from "../use-paged.ts";
import { useRequest, type Requested } from "../use-request.ts";

/**
 * The news of one category (null: all), a page at a time. A new `refreshed` count reads it again
 * from the first page (pull to refresh), the articles on screen staying until the answer comes.
 */
export function useNewsList(category: NewsCategory | null, refreshed: number): Paged<NewsSummary> {
  const load = useCallback((page: number) => newsList(category, page), [category]);
  return usePaged(load, refreshed);
}

const readArticle = (id: string, signal: AbortSignal) => newsInfo(Number(id), { signal });

/** One article in full; nothing is asked without an id. */
export function useNewsArticle(id: number | undefined): Requested<NewsArticle> {
  return useRequest(id === undefined ? null : String(id), readArticle);
}

const readAnnouncement = (_key: "announcement", signal: AbortSignal) => newsAnnouncement({ signal });

/** The current announcement (null when there is none), read each time the page opens. */
export function useAnnouncement(): Requested<NewsAnnouncement> {
  return useRequest("announcement", readAnnouncement);
}
