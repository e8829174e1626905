import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { at, money } from "./columns.ts";
import { users } from "./schema-accounts.ts";
import { operators } from "./schema-back-office.ts";

/**
 * What users may withdraw in, configured by operators: a coin on a
 * network (type 1) or a bank currency (type 2). fee_type 1 charges `draw_rate` USD, else amount ×
 * draw_rate; `usd_price` is what one USD withdrawn pays in this currency.
 */
export const withdrawCurrencies = pgTable(
  "withdraw_currencies",
  {
    id: serial("id").primaryKey(),
    type: smallint("type").notNull(),
    code: text("code").notNull(),
    /** The network of a coin (TRC20, ERC20, Bitcoin); "" for a bank currency. */
    protocol: text("protocol").notNull().default(""),
    drawRate: numeric("draw_rate", { precision: 24, scale: 10 }).notNull(),
    feeType: smallint("fee_type").notNull(),
    usdPrice: numeric("usd_price", { precision: 24, scale: 10 }).notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sample: boolean("sample").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [check("withdraw_currencies_price_positive", sql`${t.usdPrice} > 0`), check("withdraw_currencies_rate_not_negative", sql`${t.drawRate} >= 0`)],
);

/** A user's bound withdrawal method: a checked coin address, or a bank account. */
export const drawMethods = pgTable(
  "draw_methods",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    drawCurrencyId: integer("draw_currency_id")
      .notNull()
      .references(() => withdrawCurrencies.id),
    dcAddress: text("dc_address"),
    bankName: text("bank_name"),
    bankAddress: text("bank_address"),
    bankSwift: text("bank_swift"),
    payeeName: text("payee_name"),
    payeeAccount: text("payee_account"),
    remark: text("remark"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [index("draw_methods_user_idx").on(t.userId, t.type)],
);

/**
 * A withdrawal. It keeps its own copy of where the money goes (the method
 * may be deleted later) and of the fee and price it was asked at. The amount left the balance for
 * lock_balance when it was asked; an operator pays it out (`real_number`, the payout's reference) or
 * rejects it (the amount returns), each as ledger rows in the decision's transaction.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    drawCurrencyId: integer("draw_currency_id")
      .notNull()
      .references(() => withdrawCurrencies.id),
    currencyCode: text("currency_code").notNull(),
    protocol: text("protocol").notNull(),
    /** The coin address, or the bank and its address. */
    address: text("address").notNull(),
    payeeName: text("payee_name"),
    payeeAccount: text("payee_account"),
    bankSwift: text("bank_swift"),
    number: money("number").notNull(),
    fee: money("fee").notNull(),
    usdPrice: numeric("usd_price", { precision: 24, scale: 10 }).notNull(),
    received: numeric("received", { precision: 30, scale: 8 }).notNull(),
    memo: text("memo").notNull().default(""),
    status: smallint("status").notNull().default(0),
    realNumber: text("real_number"),
    rejectReason: text("reject_reason"),
    lang: text("lang").notNull(),
    createdAt: at("created_at").notNull(),
    firstApprovedBy: integer("first_approved_by").references(() => operators.id),
    firstApprovedAt: at("first_approved_at"),
    reviewedBy: integer("reviewed_by").references(() => operators.id),
    reviewedAt: at("reviewed_at"),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.type, t.id),
    index("withdrawals_status_idx").on(t.status, t.id),
    check("withdrawals_number_positive", sql`${t.number} > 0`),
  ],
);
