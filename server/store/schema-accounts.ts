import { sql } from "drizzle-orm";
import { at, money } from "./columns.ts";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Public 8-digit number shown to the user and support. */
    uid: text("uid").notNull().unique(),
    /** Lower-cased; null for mobile and demo accounts. */
    email: text("email").unique(),
    areaId: integer("area_id"),
    /** National significant number, digits only. */
    mobile: text("mobile"),
    /** argon2id PHC string; null for demo accounts, which log in by demo_id only. */
    passwordHash: text("password_hash"),
    isDemo: boolean("is_demo").notNull().default(false),
    /** SHA-256 of the device's demo_id, so the database alone cannot open a demo session. */
    demoKeyHash: text("demo_key_hash").unique(),
    /** The registered user whose own demo account this is (one each, the same on every device they log in from). */
    demoOwnerId: integer("demo_owner_id")
      .unique()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    inviteCode: text("invite_code").notNull().unique(),
    inviterId: integer("inviter_id").references((): AnyPgColumn => users.id),
    createdAt: at("created_at").notNull(),
    /** The language notices to the user are written in: named at registration, or by a login from a browser the account knows (never by a stranger's). */
    lang: text("lang"),
  },
  (t) => [uniqueIndex("users_area_mobile_unique").on(t.areaId, t.mobile), index("users_mobile_idx").on(t.mobile), index("users_inviter_idx").on(t.inviterId)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    /** The real session a session of the owner's demo account was opened from: it ends with it, and leads back to it. */
    parentSessionId: integer("parent_session_id").references((): AnyPgColumn => sessions.id, { onDelete: "cascade" }),
    /** The User-Agent the session logged in with, cut to 512 characters: the sessions list names its browser and system. */
    userAgent: text("user_agent").notNull().default(""),
    /** The coarse area of the address it logged in from (a /24 or /48 network, or "local"), never the full address. */
    area: text("area").notNull().default(""),
    /** When a call last used it, written at most once a minute. */
    lastSeenAt: at("last_seen_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_parent_idx").on(t.parentSessionId)],
);

/** The trading account of a user (one per user, USD). Only ledger postings change its balance. */
export const tradingAccounts = pgTable(
  "trading_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull().default("USD"),
    balance: money("balance").notNull().default("0"),
    /** Money held out of the balance while a withdrawal waits for an operator. */
    lockBalance: money("lock_balance").notNull().default("0"),
    /** The user was warned that the margin level fell below the margin-call level, and it has not recovered since. */
    marginCalled: boolean("margin_called").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  // No check on the balance: a losing close may take it below zero for the moment before negative
  // balance protection writes it back to zero in the same transaction (a check cannot be deferred).
  (t) => [check("trading_accounts_lock_balance_not_negative", sql`${t.lockBalance} >= 0`)],
);

/** The account log: one row per balance change, written in the transaction of its cause. */
export const accountLogs = pgTable(
  "account_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Signed change of the balance. */
    value: money("value").notNull(),
    balanceAfter: money("balance_after").notNull(),
    /** Signed change of the locked balance (a withdrawal held, paid out or returned); its sum is lock_balance. */
    lockValue: money("lock_value").notNull().default("0"),
    /** Message key of the reason, translated when shown (server/ledger/ledger-memos.ts). */
    memo: text("memo").notNull(),
    /** The order a trading row belongs to (its fee, profit or swap), so a statement can sum one instrument's; null for the rest. No foreign key: orders' schema imports this one. */
    orderId: integer("order_id"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("account_logs_user_idx").on(t.userId, t.id)],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    /** "email:<address>" or "mobile:<area id>:<number>". */
    destination: text("destination").notNull(),
    /** 1 register, 2 reset. */
    purpose: smallint("purpose").notNull(),
    /** Hex SHA-256 of destination, purpose and code. */
    codeHash: text("code_hash").notNull(),
    /** Wrong tries from every address together. */
    failedAttempts: smallint("failed_attempts").notNull().default(0),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [index("verification_codes_destination_idx").on(t.destination, t.purpose, t.id)],
);

/** Wrong tries at one code per caller address: a stranger's guesses spend their own tries, not the owner's. */
export const verificationCodeFailures = pgTable(
  "verification_code_failures",
  {
    codeId: integer("code_id")
      .notNull()
      .references(() => verificationCodes.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    failures: smallint("failures").notNull(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.address] })],
);

/** Every e-mail and SMS the server sent through the default (outbox) senders. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    /** The e-mail address, or the mobile number in E.164. */
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.id)],
);

/** Answers of state-changing calls by Idempotency-Key, so a retried call is answered, not repeated. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Which call the key belongs to, e.g. "demo.reset". */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the call's parameters: the same key with other parameters is refused. */
    requestHash: text("request_hash").notNull().default(""),
    response: jsonb("response").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);

/** Addresses each user has logged in from: the account-wide limits never refuse the owner there. */
export const loginAddresses = pgTable(
  "login_addresses",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    lastLoginAt: at("last_login_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);
