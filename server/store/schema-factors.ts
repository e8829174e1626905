import { index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { sessions, users } from "./schema-accounts.ts";

/**
 * A user's authenticator app. The secret is sealed with the server's factor key (AES-256-GCM), so
 * the database alone does not give the codes. `enabled_at` is null until the user confirms a code;
 * `last_step` is the RFC 6238 time step of the last code accepted, so each code works once.
 */
export const userTotp = pgTable("user_totp", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sealedSecret: text("sealed_secret").notNull(),
  enabledAt: at("enabled_at"),
  lastStep: integer("last_step").notNull().default(0),
  createdAt: at("created_at").notNull(),
});

/** One-time recovery codes: hex SHA-256 of each 80-bit code, spent once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [unique("recovery_codes_user_hash").on(t.userId, t.codeHash)],
);

/**
 * The short-lived proofs around the second factor, by the hash of their random token: a `login`
 * challenge (a right password waiting for its code, spent once) and a `step-up` (a code given again
 * in this session, for the calls that move money or change the account, valid a few minutes).
 */
export const factorTickets = pgTable(
  "factor_tickets",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"login" | "step-up">().notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("factor_tickets_user_idx").on(t.userId)],
);
