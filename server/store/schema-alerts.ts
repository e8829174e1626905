import { index, integer, numeric, pgTable, serial, text } from "drizzle-orm/pg-core";
import type { AlertRepeat, AlertWatch } from "#domain/alerts/alert-kinds.ts";
import type { AlertDirection } from "#domain/alerts/alert-crossing.ts";
import { at } from "./columns.ts";
import { users } from "./schema-accounts.ts";
import { instruments } from "./schema-catalog.ts";

/**
 * A user's price alerts. `revision` grows with every edit, so a firing decided on an older version
 * of the alert is not written over the new one. A once-alert that fired keeps `fired_at` and leaves
 * the watch; an every-alert updates it at each crossing.
 */
export const priceAlerts = pgTable(
  "price_alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    instrumentId: integer("instrument_id")
      .notNull()
      .references(() => instruments.id),
    watch: text("watch").$type<AlertWatch>().notNull(),
    direction: text("direction").$type<AlertDirection>().notNull(),
    level: numeric("level").notNull(),
    repeat: text("repeat").$type<AlertRepeat>().notNull(),
    expiresAt: at("expires_at"),
    revision: integer("revision").notNull().default(1),
    firedAt: at("fired_at"),
    firedValue: numeric("fired_value"),
    firedCount: integer("fired_count").notNull().default(0),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("price_alerts_user_idx").on(t.userId)],
);

/**
 * How many alerts each user holds: a create reserves its slot here (one conditional upsert) before
 * it inserts, so concurrent creates in any number of processes never pass the cap.
 */
export const priceAlertSlots = pgTable("price_alert_slots", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  used: integer("used").notNull(),
});
