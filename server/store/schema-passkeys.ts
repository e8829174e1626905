import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";
import { users } from "./schema-accounts.ts";
import { operators } from "./schema-back-office.ts";

/**
 * The passkeys (WebAuthn credentials) of users and of operators, each of exactly one owner
 * (decision 0031): the credential's id and COSE public key in base64url,
 * the authenticator's signature counter (a counter that stops rising betrays a cloned key), the
 * transports the browser reported, the name the user gave it, and when it last signed in.
 */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull().unique(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").notNull().default(""),
    name: text("name").notNull(),
    createdAt: at("created_at").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [
    index("passkeys_user_idx").on(t.userId),
    index("passkeys_operator_idx").on(t.operatorId),
    check("passkeys_one_owner", sql`(${t.userId} IS NULL) <> (${t.operatorId} IS NULL)`),
  ],
);

/**
 * The challenges handed to the browser for a passkey ceremony, by their SHA-256: `add` and
 * `step-up` bound to their user, `login` to the user whose right password it follows or to
 * nobody (a passkey alone); `operator-add` and `operator-login` the same for an operator. Each is spent once, by the ceremony it was made for, within minutes.
 */
export const passkeyChallenges = pgTable("passkey_challenges", {
  id: serial("id").primaryKey(),
  purpose: text("purpose").$type<"add" | "step-up" | "login" | "operator-add" | "operator-login">().notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
  challengeHash: text("challenge_hash").notNull().unique(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});
