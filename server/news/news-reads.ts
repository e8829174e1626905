import { and, count, desc, eq, inArray, isNull, lte, type SQL } from "drizzle-orm";
import { NEWS_PAGE_SIZE, type NewsAnnouncement, type NewsArticle, type NewsPage } from "#domain/contract/news.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { NEWS_ANNOUNCEMENTS, type NewsCategory } from "#domain/news.ts";
import { NEWS_MESSAGES } from "../i18n/news-messages.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { StoredImage, Uploads } from "../services/uploads/uploads.ts";
import type { Db } from "../store/db.ts";
import { newsArticles, newsTexts } from "../store/schema.ts";
import { articleOf, readingOrder, summaryOf, textFor } from "./news-wire.ts";

/** What visitors and users read (news/list, news/info): published articles only, in the reader's language or its fallback. */
export function createNewsReads(db: Db, uploads: Uploads, clock: Clock) {
  const published = () => and(lte(newsArticles.publishAt, new Date(clock.now())), isNull(newsArticles.unpublishedAt))!;
  const newestFirst = [desc(newsArticles.publishAt), desc(newsArticles.id)];

  /** The newest published article that `where` picks, with its text for `lang`. */
  async function newest(where: SQL, lang: LanguageCode): Promise<NewsArticle | null> {
    const [article] = await db
      .select()
      .from(newsArticles)
      .where(and(published(), where))
      .orderBy(...newestFirst)
      .limit(1);
    if (!article) return null;
    const texts = await db
      .select()
      .from(newsTexts)
      .where(and(eq(newsTexts.articleId, article.id), inArray(newsTexts.lang, readingOrder(lang))));
    return articleOf(article, textFor(texts, lang));
  }

  return {
    async list(lang: LanguageCode, category: NewsCategory | undefined, page: number): Promise<NewsPage> {
      const where = and(published(), category === undefined ? undefined : eq(newsArticles.category, category));
      const articles = await db
        .select()
        .from(newsArticles)
        .where(where)
        .orderBy(...newestFirst)
        .limit(NEWS_PAGE_SIZE)
        .offset((page - 1) * NEWS_PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(newsArticles).where(where);
      const texts = articles.length
        ? await db
            .select({ articleId: newsTexts.articleId, lang: newsTexts.lang, title: newsTexts.title, desc: newsTexts.desc })
            .from(newsTexts)
            .where(and(inArray(newsTexts.articleId, articles.map((article) => article.id)), inArray(newsTexts.lang, readingOrder(lang))))
        : [];
      return {
        data: articles.map((article) => summaryOf(article, textFor(texts.filter((text) => text.articleId === article.id), lang))),
        total: total?.n ?? 0,
      };
    },

    /** One published article; a draft, a scheduled or a taken-down one is as unknown as a missing one. */
    async info(lang: LanguageCode, id: number): Promise<NewsArticle> {
      const article = await newest(eq(newsArticles.id, id), lang);
      if (!article) throw new DomainError("not-found", NEWS_MESSAGES.notFound, { id });
      return article;
    },

    announcement: (lang: LanguageCode): Promise<NewsAnnouncement> => newest(eq(newsArticles.category, NEWS_ANNOUNCEMENTS), lang),

    /** A cover picture, only while an article that shows it is published. */
    async cover(uploadId: string): Promise<StoredImage | null> {
      const [shown] = await db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(and(published(), eq(newsArticles.logoUpload, uploadId)))
        .limit(1);
      return shown ? uploads.read(uploadId, "operator") : null;
    },
  };
}

export type NewsReads = ReturnType<typeof createNewsReads>;
