import type { LanguageCode } from "#domain/locales.ts";
import { NEWS_ANNOUNCEMENTS } from "#domain/news.ts";
import { newsText } from "../news/news-input.ts";
import type { Db } from "../store/db.ts";
import { newsArticles, newsTexts } from "../store/schema.ts";
import { RISK_WARNING } from "./news-risk-warning.ts";
import { TRADING_HOURS } from "./news-trading-hours.ts";
import { WELCOME } from "./news-welcome.ts";

interface SeedText {
  title: string;
  desc: string;
  /** Markdown. */
  content: string;
}

/** Oldest first: the welcome is the newest, the announcement a first visitor is shown. Every one in all 15 languages. */
const SEEDED_ANNOUNCEMENTS: readonly Record<LanguageCode, SeedText>[] = [RISK_WARNING, TRADING_HOURS, WELCOME];

/** The embedded default's first start: the broker's standing announcements, published at once, by no operator. */
export async function seedAnnouncements(db: Db, at: Date): Promise<void> {
  for (const texts of SEEDED_ANNOUNCEMENTS) {
    const [article] = await db
      .insert(newsArticles)
      .values({ category: NEWS_ANNOUNCEMENTS, publishAt: at, createdAt: at, updatedAt: at })
      .returning({ id: newsArticles.id });
    const rows = Object.entries(texts).map(([lang, text]) => ({ articleId: article!.id, ...newsText(lang as LanguageCode, text.title, text.desc, text.content) }));
    await db.insert(newsTexts).values(rows);
  }
}
