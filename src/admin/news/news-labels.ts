import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { NewsConfig } from "#domain/contract/news.ts";
import { NEWS_ANNOUNCEMENTS, NEWS_EDUCATION, NEWS_MARKET, type NewsCategory } from "#domain/news.ts";

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, MessageDescriptor> = {
  [NEWS_ANNOUNCEMENTS]: msg`Announcements`,
  [NEWS_MARKET]: msg`Market news`,
  [NEWS_EDUCATION]: msg`Learn`,
};

export const NEWS_STATE_LABELS: Record<NewsConfig["state"], MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  published: msg`Published`,
  unpublished: msg`Unpublished`,
};
