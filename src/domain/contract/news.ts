import { Type, type Static } from "typebox";
import { LANGUAGE_CODES } from "../locales.ts";
import { NEWS_ANNOUNCEMENTS, NEWS_EDUCATION, NEWS_MARKET } from "../news.ts";
import { Id, INT32_MAX, IntegerChoice, MultilineText, Text, TextChoice } from "./fields.ts";

/**
 * News and announcements (news/list, news/info). Public: a visitor reads them too.
 * Everything a user reads is in the caller's language, else hk, else en (`lang` says which was
 * shown). `content` is HTML the server rendered from the operator's Markdown and sanitised: no
 * script, no inline handler, no javascript: URL survives it. `logo` is the cover picture's public
 * URL once the article is published, or null.
 */

export const NewsCategoryChoice = () => IntegerChoice([NEWS_ANNOUNCEMENTS, NEWS_MARKET, NEWS_EDUCATION]);

/** GET /api/news/list?category_id=&page=: published articles, newest first; without category_id, all of them. */
export const NewsListQuery = Type.Object({
  category_id: Type.Optional(NewsCategoryChoice()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
});
export type NewsListQuery = Static<typeof NewsListQuery>;

export const NewsSummary = Type.Object({
  id: Type.Integer(),
  category_id: NewsCategoryChoice(),
  title: Type.String(),
  desc: Type.String(),
  logo: Type.Union([Type.String(), Type.Null()]),
  /** When it was published (ISO 8601). */
  created_at: Type.String(),
  lang: TextChoice(LANGUAGE_CODES),
});
export type NewsSummary = Static<typeof NewsSummary>;

export const NewsPage = Type.Object({ data: Type.Array(NewsSummary), total: Type.Integer() });
export type NewsPage = Static<typeof NewsPage>;

export const NEWS_PAGE_SIZE = 10;

/** GET /api/news/info?id=: one published article; an unknown, unpublished or future one is not found. */
export const NewsInfoQuery = Type.Object({ id: Id() });
export type NewsInfoQuery = Static<typeof NewsInfoQuery>;

export const NewsArticle = Type.Object({ ...NewsSummary.properties, content: Type.String() });
export type NewsArticle = Static<typeof NewsArticle>;

/** GET /api/news/announcement: the newest published announcement, or null (`/mine/announcement`). */
export const NewsAnnouncement = Type.Union([NewsArticle, Type.Null()]);
export type NewsAnnouncement = Static<typeof NewsAnnouncement>;

/* The back office's side, under /admin/api/news. */

/** One language's text of an article as the operator writes it; `content` is Markdown. */
export const NewsTextInput = Type.Object({
  lang: TextChoice(LANGUAGE_CODES),
  title: Text({ minLength: 1, maxLength: 200 }),
  desc: Text({ maxLength: 500 }),
  content: MultilineText({ minLength: 1, maxLength: 50_000 }),
});
export type NewsTextInput = Static<typeof NewsTextInput>;

/**
 * POST /admin/api/news (create) and /admin/api/news/:id (change). `publish_at` null keeps it a
 * draft; a time in the future schedules it. `logo` is an operator upload's url (POST
 * /admin/api/news/covers, multipart `file`), made public when the article is published.
 * Each language at most once; en or hk is required so every reader has a fallback.
 */
export const NewsInput = Type.Object({
  category_id: NewsCategoryChoice(),
  logo: Type.Union([Text({ maxLength: 256 }), Type.Null()]),
  publish_at: Type.Union([Type.String({ format: "date-time", maxLength: 40 }), Type.Null()]),
  texts: Type.Array(NewsTextInput, { minItems: 1, maxItems: LANGUAGE_CODES.length }),
});
export type NewsInput = Static<typeof NewsInput>;

/** An article as operators list and edit it: every language's Markdown, its state, who changed it last. */
export const NewsConfig = Type.Object({
  id: Type.Integer(),
  category_id: NewsCategoryChoice(),
  logo: Type.Union([Type.String(), Type.Null()]),
  publish_at: Type.Union([Type.String(), Type.Null()]),
  /** draft (no publish time), scheduled (a future one), published, unpublished (taken down by an operator). */
  state: TextChoice(["draft", "scheduled", "published", "unpublished"]),
  texts: Type.Array(NewsTextInput),
  updated_at: Type.String(),
});
export type NewsConfig = Static<typeof NewsConfig>;
