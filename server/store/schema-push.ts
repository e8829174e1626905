import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { sessions, users } from "./schema-accounts.ts";

/**
 * A browser's Web Push subscription (the PushSubscription JSON): where the push service takes
 * messages for it, and the keys its payloads are encrypted to. `lang` is the language the user had
 * when subscribing from that browser, so its notifications speak it. It belongs to the session that
 * subscribed: once that session ends (logout, a new password, expiry) the browser hears nothing more
 * of this user, whoever uses it next.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    lang: text("lang").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);

/** Secrets the server makes for itself on first start (the VAPID key pair), kept so every restart and process uses the same. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: at("created_at").notNull(),
});
