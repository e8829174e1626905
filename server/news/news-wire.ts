import type { NewsArticle, NewsConfig, NewsSummary } from "#domain/contract/news.ts";
import { LANGUAGE_CODES, type LanguageCode } from "#domain/locales.ts";
import type { NewsCategory } from "#domain/news.ts";
import { operatorUploadUrl } from "../services/uploads/upload-urls.ts";
import type { newsArticles, newsTexts } from "../store/schema.ts";

export type ArticleRow = typeof newsArticles.$inferSelect;
export type TextRow = typeof newsTexts.$inferSelect;
type ShownText = Pick<TextRow, "lang" | "title" | "desc">;

/** Where readers fetch a published article's cover. */
const coverUrl = (uploadId: string) => `/api/news/cover/${uploadId}`;

/** The languages a reader of `lang` may be shown, best first: theirs, then Traditional Chinese, then English. */
export const readingOrder = (lang: LanguageCode): LanguageCode[] => [...new Set<LanguageCode>([lang, "hk", "en"])];

/** The text a reader of `lang` is shown; every saved article has hk or en, so there is always one. */
export function textFor<T extends { lang: string }>(texts: readonly T[], lang: LanguageCode): T {
  const best = readingOrder(lang)
    .map((code) => texts.find((text) => text.lang === code))
    .find((text) => text !== undefined);
  if (!best) throw new Error(`an article has no text in ${readingOrder(lang).join(", ")}`);
  return best;
}

export function summaryOf(article: ArticleRow, text: ShownText): NewsSummary {
  return {
    id: article.id,
    category_id: article.category as NewsCategory,
    title: text.title,
    desc: text.desc,
    logo: article.logoUpload ? coverUrl(article.logoUpload) : null,
    created_at: (article.publishAt ?? article.createdAt).toISOString(),
    lang: text.lang as LanguageCode,
  };
}

export const articleOf = (article: ArticleRow, text: ShownText & Pick<TextRow, "contentHtml">): NewsArticle => ({
  ...summaryOf(article, text),
  content: text.contentHtml,
});

function stateOf(article: ArticleRow, now: Date): NewsConfig["state"] {
  if (article.unpublishedAt) return "unpublished";
  if (!article.publishAt) return "draft";
  return article.publishAt > now ? "scheduled" : "published";
}

/** An article as operators edit it: every language's Markdown, in the order of the language list. */
export function configOf(article: ArticleRow, texts: readonly TextRow[], now: Date): NewsConfig {
  const ordered = [...texts].sort((a, b) => LANGUAGE_CODES.indexOf(a.lang as LanguageCode) - LANGUAGE_CODES.indexOf(b.lang as LanguageCode));
  return {
    id: article.id,
    category_id: article.category as NewsCategory,
    logo: article.logoUpload ? operatorUploadUrl(article.logoUpload) : null,
    publish_at: article.publishAt?.toISOString() ?? null,
    state: stateOf(article, now),
    texts: ordered.map((text) => ({ lang: text.lang as LanguageCode, title: text.title, desc: text.desc, content: text.contentMd })),
    updated_at: article.updatedAt.toISOString(),
  };
}
