import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { NEWS_ANNOUNCEMENTS, NEWS_EDUCATION, NEWS_MARKET, type NewsCategory } from "#domain/news.ts";

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, MessageDescriptor> = {
  [NEWS_ANNOUNCEMENTS]: msg`Announcements`,
  [NEWS_MARKET]: msg`Market news`,
  [NEWS_EDUCATION]: msg`Learn`,
};
