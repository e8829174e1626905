import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NewsConfig, NewsInput } from "#domain/contract/news.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { NEWS_ANNOUNCEMENTS, type NewsCategory } from "#domain/news.ts";

export interface NewsTextValues {
  lang: LanguageCode;
  title: string;
  desc: string;
  /** Markdown. */
  content: string;
}

/** Kept as a draft, published when saved, or published at a time (in the past for one already out: its date stays). */
export type Publishing = "draft" | "now" | "at";

export interface NewsFormValues {
  category: NewsCategory;
  logo: string | null;
  publishing: Publishing;
  /** The time of "at" as an <input type="datetime-local"> holds it: local time, to the minute. */
  publishAt: string;
  texts: NewsTextValues[];
}

export interface NewsProblems {
  /** No English or Traditional Chinese text: the languages readers fall back to. */
  fallback: MessageDescriptor | null;
  publishAt: MessageDescriptor | null;
  /** By the text's language: a missing title or body. */
  texts: Partial<Record<LanguageCode, { title: MessageDescriptor | null; content: MessageDescriptor | null }>>;
}

const FALLBACK_LANGUAGES: readonly LanguageCode[] = ["en", "hk"];

const blankText = (lang: LanguageCode): NewsTextValues => ({ lang, title: "", desc: "", content: "" });

/** `time` as a datetime-local input shows it, in the browser's time zone. */
export function localInputTime(time: Date): string {
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function emptyNews(now: Date): NewsFormValues {
  return { category: NEWS_ANNOUNCEMENTS, logo: null, publishing: "draft", publishAt: localInputTime(now), texts: [blankText("en")] };
}

export function savedNews(saved: NewsConfig, now: Date): NewsFormValues {
  return {
    category: saved.category_id,
    logo: saved.logo,
    publishing: saved.publish_at ? "at" : "draft",
    publishAt: localInputTime(saved.publish_at ? new Date(saved.publish_at) : now),
    texts: saved.texts.map((text) => ({ ...text })),
  };
}

export function withText(values: NewsFormValues, lang: LanguageCode): NewsFormValues {
  return { ...values, texts: [...values.texts, blankText(lang)] };
}

export function newsProblems(values: NewsFormValues): NewsProblems {
  const texts: NewsProblems["texts"] = {};
  for (const text of values.texts) {
    texts[text.lang] = {
      title: text.title.trim() ? null : msg`Write a title.`,
      content: text.content.trim() ? null : msg`Write the article.`,
    };
  }
  const hasFallback = values.texts.some((text) => FALLBACK_LANGUAGES.includes(text.lang));
  const time = new Date(values.publishAt);
  return {
    fallback: hasFallback ? null : msg`Write the English or Traditional Chinese text too: readers of a language without one read it.`,
    publishAt: values.publishing === "at" && Number.isNaN(time.getTime()) ? msg`Choose when to publish it.` : null,
    texts,
  };
}

export function hasProblems(problems: NewsProblems): boolean {
  return problems.fallback !== null || problems.publishAt !== null || Object.values(problems.texts).some((p) => p?.title || p?.content);
}

export function newsInput(values: NewsFormValues, now: Date): NewsInput {
  const publishAt = { draft: null, now: now.toISOString(), at: new Date(values.publishAt).toISOString() }[values.publishing];
  return {
    category_id: values.category,
    logo: values.logo,
    publish_at: publishAt,
    texts: values.texts.map((text) => ({ lang: text.lang, title: text.title.trim(), desc: text.desc.trim(), content: text.content })),
  };
}
