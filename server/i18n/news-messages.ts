import type { MessageDescriptor } from "@lingui/core";

/** Texts of news and announcements and of their editing in the back office, marked for `lingui extract`. */
export const NEWS_MESSAGES = {
  notFound: /*i18n*/ { id: "server.news_not_found", message: "This article is not available" },
  langRepeated: /*i18n*/ { id: "server.news_lang_repeated", message: "Each language at most once: {lang} is given twice" },
  fallbackRequired: /*i18n*/ { id: "server.news_fallback_required", message: "English or Traditional Chinese is required" },
  textRequired: /*i18n*/ { id: "server.news_text_required", message: "Every language needs a title and a text" },
  coverNotFound: /*i18n*/ { id: "server.news_cover_not_found", message: "The cover picture was not found" },
  saved: /*i18n*/ { id: "server.news_saved", message: "Article saved" },
  unpublished: /*i18n*/ { id: "server.news_unpublished", message: "Article unpublished" },
} satisfies Record<string, MessageDescriptor>;
