import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

/** The broker's operators: separate from users, created from the command line, with a TOTP second factor. */
export const operators = pgTable("operators", {
  id: serial("id").primaryKey(),
  login: text("login").notNull().unique(),
  /** argon2id PHC string. */
  passwordHash: text("password_hash").notNull(),
  /** Base32 TOTP secret shared with the operator's authenticator app. */
  totpSecret: text("totp_secret").notNull(),
  /** The last TOTP time step accepted, so a code seen once cannot log in again. */
  lastTotpStep: bigint("last_totp_step", { mode: "number" }).notNull().default(0),
  createdAt: at("created_at").notNull(),
  disabledAt: at("disabled_at"),
});

export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("operator_sessions_operator_idx").on(t.operatorId)],
);

/** Every operator action: who, what, which record, the record before and after, why, when. Never updated. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => operators.id),
    action: text("action").notNull(),
    recordType: text("record_type").notNull(),
    recordId: text("record_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("audit_log_record_idx").on(t.recordType, t.recordId)],
);
