import type { NewsInput } from "#domain/contract/news.ts";
import type { LanguageCode } from "#domain/locales.ts";
import type { NewsCategory } from "#domain/news.ts";
import { MESSAGES } from "../i18n/messages.ts";
import { NEWS_MESSAGES } from "../i18n/news-messages.ts";
import { DomainError } from "../platform/domain-error.ts";
import { operatorUploadIdOf } from "../services/uploads/upload-urls.ts";
import { renderMarkdown } from "./render-markdown.ts";

export interface NewsText {
  lang: LanguageCode;
  title: string;
  desc: string;
  contentMd: string;
  contentHtml: string;
}

export interface CheckedNews {
  category: NewsCategory;
  /** The id of the operator's upload, not yet claimed. */
  logoUpload: string | null;
  publishAt: Date | null;
  texts: NewsText[];
}

export const coverNotFound = () => new DomainError("invalid", NEWS_MESSAGES.coverNotFound);

/** One text, its Markdown rendered as the HTML readers get. */
export function newsText(lang: LanguageCode, title: string, desc: string, content: string): NewsText {
  return { lang, title, desc, contentMd: content, contentHtml: renderMarkdown(content) };
}

/** What the schema cannot say about an article: each language once, a fallback language, real texts, a readable time, an upload's url. */
export function checkNewsInput(input: NewsInput): CheckedNews {
  const langs = new Set<LanguageCode>();
  for (const { lang } of input.texts) {
    if (langs.has(lang)) throw new DomainError("invalid", NEWS_MESSAGES.langRepeated, { lang });
    langs.add(lang);
  }
  if (!langs.has("en") && !langs.has("hk")) throw new DomainError("invalid", NEWS_MESSAGES.fallbackRequired);
  const texts = input.texts.map((text) => {
    const title = text.title.trim();
    if (!title || !text.content.trim()) throw new DomainError("invalid", NEWS_MESSAGES.textRequired);
    return newsText(text.lang, title, text.desc.trim(), text.content);
  });
  const logoUpload = input.logo === null ? null : operatorUploadIdOf(input.logo);
  if (input.logo !== null && !logoUpload) throw coverNotFound();
  const publishAt = input.publish_at === null ? null : new Date(input.publish_at);
  if (publishAt && Number.isNaN(publishAt.getTime())) throw new DomainError("invalid", MESSAGES.invalidParam, { name: "publish_at" });
  return { category: input.category_id, logoUpload, publishAt, texts };
}
