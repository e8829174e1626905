import { index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { operators } from "./schema-back-office.ts";
import { uploads } from "./schema-identity.ts";

/**
 * A news article or announcement. Readers see it from `publish_at` on (none: a
 * draft) until an operator takes it down (`unpublished_at`); its cover is an operator's upload.
 */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    category: smallint("category").notNull(),
    logoUpload: text("logo_upload").references(() => uploads.id),
    publishAt: at("publish_at"),
    unpublishedAt: at("unpublished_at"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    /** Null for the announcements seeded on first start. */
    updatedBy: integer("updated_by").references(() => operators.id),
  },
  (t) => [index("news_articles_publish_idx").on(t.publishAt), index("news_articles_updated_idx").on(t.updatedAt)],
);

/** One language's text of an article: the operator's Markdown and the sanitised HTML rendered from it when saved. */
export const newsTexts = pgTable(
  "news_texts",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    desc: text("description").notNull(),
    contentMd: text("content_md").notNull(),
    contentHtml: text("content_html").notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);
