import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { users } from "./schema-accounts.ts";
import { operators } from "./schema-back-office.ts";

/**
 * Images users sent (ID sides, payment proofs) and operators sent (news covers), re-encoded and kept
 * as files under DATA_DIR; the row says whose they are. One that no record references a day after
 * it came is removed with its file.
 */
export const uploads = pgTable(
  "uploads",
  {
    /** 128 random bits, base64url: the file's name and the last part of its url. */
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    operatorId: integer("operator_id").references(() => operators.id),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: at("created_at").notNull(),
    /** When a record first used it; null uploads are swept after a day. */
    referencedAt: at("referenced_at"),
  },
  (t) => [
    index("uploads_unreferenced_idx").on(t.createdAt).where(sql`referenced_at is null`),
    check("uploads_one_owner", sql`(${t.userId} is null) <> (${t.operatorId} is null)`),
  ],
);

/** A user's real-name verification: one per user, reviewed by an operator. */
export const realNames = pgTable(
  "real_names",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    cardId: text("card_id").notNull(),
    frontUpload: text("front_upload")
      .notNull()
      .references(() => uploads.id),
    reverseUpload: text("reverse_upload")
      .notNull()
      .references(() => uploads.id),
    /** 0 form (a refused record waits to be sent again), 1 waiting, 2 certified. */
    reviewStatus: smallint("review_status").notNull(),
    rejectReason: text("reject_reason"),
    /** The language the user sent it in: the decision is told to them in it. */
    lang: text("lang").notNull(),
    submittedAt: at("submitted_at").notNull(),
    reviewedAt: at("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => operators.id),
  },
  (t) => [index("real_names_status_idx").on(t.reviewStatus, t.submittedAt)],
);
