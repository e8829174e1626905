import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, money } from "./columns.ts";
import { users } from "./schema-accounts.ts";
import { operators } from "./schema-back-office.ts";
import { uploads } from "./schema-identity.ts";

/** A price in USD of one unit of a currency, as operators set it. */
const usdPrice = (name: string) => numeric(name, { precision: 24, scale: 10 });

/**
 * The broker's coin deposit channels, configured by operators. A
 * channel is closed rather than deleted: past deposits name it. `sample` marks the seeded ones.
 */
export const depositChannels = pgTable(
  "deposit_channels",
  {
    id: serial("id").primaryKey(),
    currencyCode: text("currency_code").notNull(),
    protocolCode: text("protocol_code").notNull(),
    address: text("address").notNull(),
    usdPrice: usdPrice("usd_price").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sample: boolean("sample").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [check("deposit_channels_price_positive", sql`${t.usdPrice} > 0`)],
);

/** The broker's bank accounts a wire is sent to, one currency each (`bank_coin`). */
export const wireBanks = pgTable(
  "wire_banks",
  {
    id: serial("id").primaryKey(),
    bankCoin: text("bank_coin").notNull(),
    bankName: text("bank_name").notNull(),
    bankAddress: text("bank_address").notNull(),
    bankSwift: text("bank_swift").notNull(),
    payeeName: text("payee_name").notNull(),
    payeeAccount: text("payee_account").notNull(),
    bankRemark: text("bank_remark").notNull().default(""),
    usdPrice: usdPrice("usd_price").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    sample: boolean("sample").notNull().default(false),
    updatedAt: at("updated_at").notNull(),
  },
  (t) => [check("wire_banks_price_positive", sql`${t.usdPrice} > 0`)],
);

/**
 * A user's deposit: what they say they sent, where, and the proof. It keeps
 * its own copy of the destination, as the channel or bank may change later. An operator finishes
 * it (crediting `credit` USD at `usd_price`, in the same transaction as the ledger row), rejects
 * it with a remark, or marks it invalid.
 */
export const deposits = pgTable(
  "deposits",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: smallint("type").notNull(),
    channelId: integer("channel_id").references(() => depositChannels.id),
    wireBankId: integer("wire_bank_id").references(() => wireBanks.id),
    currencyCode: text("currency_code").notNull(),
    protocolCode: text("protocol_code"),
    address: text("address").notNull(),
    number: numeric("number", { precision: 20, scale: 8 }).notNull(),
    proofUpload: text("proof_upload")
      .notNull()
      .references(() => uploads.id),
    status: smallint("status").notNull().default(0),
    remark: text("remark"),
    usdPrice: usdPrice("usd_price"),
    credit: money("credit"),
    /** The language the user sent it in: the decision is told to them in it. */
    lang: text("lang").notNull(),
    createdAt: at("created_at").notNull(),
    reviewedAt: at("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => operators.id),
  },
  (t) => [
    index("deposits_user_idx").on(t.userId, t.type, t.id),
    index("deposits_status_idx").on(t.status, t.id),
    // One proof proves one deposit: the same receipt sent twice would be credited twice.
    uniqueIndex("deposits_proof_upload_idx").on(t.proofUpload),
    check("deposits_number_positive", sql`${t.number} > 0`),
    check("deposits_one_destination", sql`(${t.channelId} is null) <> (${t.wireBankId} is null)`),
  ],
);
