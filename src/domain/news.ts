/** category_id of an article (news/list): the broker's announcements, market news, and lessons for traders. */
export const NEWS_ANNOUNCEMENTS = 1;
export const NEWS_MARKET = 2;
export const NEWS_EDUCATION = 3;
export type NewsCategory = typeof NEWS_ANNOUNCEMENTS | typeof NEWS_MARKET | typeof NEWS_EDUCATION;
export const NEWS_CATEGORIES: readonly NewsCategory[] = [NEWS_ANNOUNCEMENTS, NEWS_MARKET, NEWS_EDUCATION];
