/** The news reads: the list, one article and the announcement. */
import type { NewsAnnouncement, NewsArticle, NewsPage } from "#domain/contract/news.ts";
import { NEWS_ROUTES } from "#domain/contract/routes/news.ts";
import type { NewsCategory } from "#domain/news.ts";
import { call } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** Published articles, newest first, in the reader's language (else hk, else en); all categories without one. */
export function newsList(category: NewsCategory | null, page: number, options: ReadOptions = {}): Promise<NewsPage> {
  return call(NEWS_ROUTES.list, { page, ...(category === null ? {} : { category_id: category }) }, options);
}

export function newsInfo(id: number, options: ReadOptions = {}): Promise<NewsArticle> {
  return call(NEWS_ROUTES.info, { id }, { ...options, loading: true });
}

/** The newest announcement, or null when there is none. */
export function newsAnnouncement(options: ReadOptions = {}): Promise<NewsAnnouncement> {
  return call(NEWS_ROUTES.announcement, {}, options);
}
