import type { NewsAnnouncement, NewsArticle, NewsListQuery, NewsPage } from "../../domain/contract/news.ts";
import type { NewsCategory } from "../../domain/news.ts";
import { request } from "../client.ts";
import type { ReadOptions } from "./read-options.ts";

/** Published articles, newest first, in the reader's language (else hk, else en); all categories without one. */
export function newsList(category: NewsCategory | null, page: number, options: ReadOptions = {}): Promise<NewsPage> {
  const query: NewsListQuery = { page, ...(category === null ? {} : { category_id: category }) };
  return request<NewsPage>("/api/news/list", { ...options, query: { ...query } });
}

export function newsInfo(id: number, options: ReadOptions = {}): Promise<NewsArticle> {
  return request<NewsArticle>("/api/news/info", { ...options, query: { id }, loading: true });
}

/** The newest announcement, or null when there is none. */
export function newsAnnouncement(options: ReadOptions = {}): Promise<NewsAnnouncement> {
  return request<NewsAnnouncement>("/api/news/announcement", options);
}
