import { NewsAnnouncement, NewsArticle, NewsInfoQuery, NewsListQuery, NewsPage } from "../news.ts";
import { get, NoInput, picture } from "./route.ts";

/** News and announcements (news/list, news/info), open to visitors, in the caller's language. */
export const NEWS_ROUTES = {
  list: get("/api/news/list", NewsListQuery, NewsPage),
  info: get("/api/news/info", NewsInfoQuery, NewsArticle),
  announcement: get("/api/news/announcement", NoInput, NewsAnnouncement),
  cover: picture("/api/news/cover/:id"),
};
