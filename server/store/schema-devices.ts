import { at } from "./columns.ts";
import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts.ts";

/** Browsers each user has logged in from, by the hash of their long-lived browser id: a login from another one is announced. */
export const knownBrowsers = pgTable(
  "known_browsers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the browser id; the id itself stays in the browser's cookie. */
    browserHash: text("browser_hash").notNull(),
    firstSeenAt: at("first_seen_at").notNull(),
    lastLoginAt: at("last_login_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);

/** The legal texts a user accepted at registration (the terms, the risk warning), each with its version and time. */
export const acceptances = pgTable(
  "acceptances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "terms" or "risk". */
    document: text("document").$type<"terms" | "risk">().notNull(),
    version: text("version").notNull(),
    acceptedAt: at("accepted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document, t.version] })],
);
