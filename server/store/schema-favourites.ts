import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts.ts";
import { instruments } from "./schema-catalog.ts";

/** A user's favourite instruments; `position` orders them, smallest first. */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    instrumentId: integer("instrument_id")
      .notNull()
      .references(() => instruments.id),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] }), index("favourites_user_position_idx").on(t.userId, t.position)],
);

/**
 * How many favourites each user holds: an add reserves its slot here (one conditional upsert)
 * before it inserts, so concurrent adds in any number of processes never pass the cap. `next` only
 * grows, so the position an add takes is after every other and no two adds take the same.
 */
export const favouriteSlots = pgTable("favourite_slots", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  used: integer("used").notNull(),
  next: integer("next").notNull(),
});
