import { count, desc, eq, inArray } from "drizzle-orm";
import { AUDIT_ACTIONS } from "#domain/contract/back-office.ts";
import type { NewsConfig, NewsInput } from "#domain/contract/news.ts";
import { NEWS_MESSAGES } from "../i18n/news-messages.ts";
import { checkNewsInput, coverNotFound, type CheckedNews } from "../news/news-input.ts";
import { configOf, type ArticleRow, type TextRow } from "../news/news-wire.ts";
import type { Clock } from "../platform/clock.ts";
import { DomainError } from "../platform/domain-error.ts";
import type { Uploads } from "../services/uploads/uploads.ts";
import type { Db } from "../store/db.ts";
import { newsArticles, newsTexts } from "../store/schema.ts";
import { PAGE_SIZE, writeAudit } from "./audit-log.ts";
import { saveAudited } from "./save-audited.ts";

interface Stored {
  id: number;
  article: ArticleRow;
  texts: TextRow[];
}

const RECORD_TYPE = "news";

async function locked(tx: Db, id: number): Promise<Stored | undefined> {
  const [article] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for("update");
  if (!article) return undefined;
  return { id, article, texts: await tx.select().from(newsTexts).where(eq(newsTexts.articleId, id)) };
}

async function writeTexts(tx: Db, articleId: number, news: CheckedNews): Promise<TextRow[]> {
  await tx.delete(newsTexts).where(eq(newsTexts.articleId, articleId));
  return tx
    .insert(newsTexts)
    .values(news.texts.map((text) => ({ articleId, ...text })))
    .returning();
}

/**
 * Operators write news and announcements: Markdown in up to every language, rendered and sanitised
 * when saved. Nothing is deleted; an article is taken down by unpublishing it. A save decides the
 * state from its `publish_at` alone, so saving an unpublished article with a time publishes it again.
 */
export function createNewsEditing(db: Db, uploads: Uploads, clock: Clock) {
  const now = () => new Date(clock.now());

  return {
    /** Every article, the last changed first. */
    async page(page: number): Promise<{ data: NewsConfig[]; total: number }> {
      const articles = await db
        .select()
        .from(newsArticles)
        .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE);
      const [total] = await db.select({ n: count() }).from(newsArticles);
      const ids = articles.map((article) => article.id);
      const texts = ids.length ? await db.select().from(newsTexts).where(inArray(newsTexts.articleId, ids)) : [];
      const at = now();
      return { data: articles.map((article) => configOf(article, texts.filter((text) => text.articleId === article.id), at)), total: total?.n ?? 0 };
    },

    /** Creates (id null) or changes an article; its cover becomes used by it in the same transaction. */
    save(operatorId: number, id: number | null, input: NewsInput): Promise<NewsConfig> {
      const news = checkNewsInput(input);
      const at = now();
      const values = { category: news.category, logoUpload: news.logoUpload, publishAt: news.publishAt, unpublishedAt: null, updatedAt: at, updatedBy: operatorId };
      return saveAudited(
        db,
        operatorId,
        id,
        {
          find: locked,
          async prepare(tx) {
            if (news.logoUpload) await uploads.claim(tx, "operators", [news.logoUpload], coverNotFound);
          },
          async update(tx, id) {
            const [article] = await tx.update(newsArticles).set(values).where(eq(newsArticles.id, id)).returning();
            return { id, article: article!, texts: await writeTexts(tx, id, news) };
          },
          async insert(tx) {
            const [article] = await tx
              .insert(newsArticles)
              .values({ ...values, createdAt: at })
              .returning();
            return { id: article!.id, article: article!, texts: await writeTexts(tx, article!.id, news) };
          },
          show: (stored) => configOf(stored.article, stored.texts, at),
          actions: { create: AUDIT_ACTIONS.newsCreate, update: AUDIT_ACTIONS.newsUpdate },
          recordType: RECORD_TYPE,
          missing: NEWS_MESSAGES.notFound,
        },
        at,
      );
    },

    /** Takes an article down: readers no longer see it, nor its cover. Taking it down twice changes nothing. */
    unpublish(operatorId: number, id: number): Promise<NewsConfig> {
      const at = now();
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (!before) throw new DomainError("not-found", NEWS_MESSAGES.notFound, { id });
        if (before.article.unpublishedAt) return configOf(before.article, before.texts, at);
        const [article] = await tx
          .update(newsArticles)
          .set({ unpublishedAt: at, updatedAt: at, updatedBy: operatorId })
          .where(eq(newsArticles.id, id))
          .returning();
        const after = configOf(article!, before.texts, at);
        await writeAudit(
          tx,
          { operatorId, action: AUDIT_ACTIONS.newsUnpublish, recordType: RECORD_TYPE, recordId: String(id), before: configOf(before.article, before.texts, at), after, reason: null },
          at,
        );
        return after;
      });
    },

    /** An operator's cover picture, checked and re-encoded like users' pictures; private until an article shows it. */
    saveCover: (operatorId: number, bytes: Buffer) => uploads.save({ operatorId }, bytes),
  };
}
