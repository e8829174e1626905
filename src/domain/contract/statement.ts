import { Type, type Static } from "typebox";
import { STATEMENT_PERIODS } from "../statement/period.ts";
import { INT32_MAX, TextChoice } from "./fields.ts";

/**
 * The account statement: closed deals, deposits and withdrawals of a period in the user's time
 * zone, optionally of one instrument, with the period's summary from the ledger.
 */

/** The filter, shared by the page and the CSV export. */
export const StatementQuery = Type.Object({
  period: TextChoice(STATEMENT_PERIODS),
  from: Type.Optional(Type.String({ maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
  to: Type.Optional(Type.String({ maxLength: 10, pattern: "^\\d{4}-\\d{2}-\\d{2}$" })),
  /** IANA zone, e.g. Europe/Paris or America/Argentina/Buenos_Aires. */
  tz: Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+){0,2}$" }),
  /** An instrument's code; all instruments when left out. */
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: "^[A-Za-z0-9._-]+$" })),
});
export type StatementQuery = Static<typeof StatementQuery>;

export const StatementPageQuery = Type.Object({
  ...StatementQuery.properties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
});
export type StatementPageQuery = Static<typeof StatementPageQuery>;

export const STATEMENT_KINDS = ["deal", "deposit", "withdrawal"] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One line of the statement. A deal has its instrument, side, lots, prices, fee and profit; a
 * deposit or withdrawal its currency, amount, state and the USD it moved (null while undecided).
 */
export const StatementEntry = Type.Object({
  kind: TextChoice(STATEMENT_KINDS),
  id: Type.Integer(),
  at: Type.String(),
  code: Nullable(Type.String()),
  /** 1 buy, 2 sell; null for funds. */
  direction: Type.Union([Type.Integer(), Type.Null()]),
  lots: Nullable(Type.String()),
  open_price: Nullable(Type.String()),
  close_price: Nullable(Type.String()),
  price_precision: Type.Union([Type.Integer(), Type.Null()]),
  fee: Nullable(Type.String()),
  profit: Nullable(Type.String()),
  currency: Nullable(Type.String()),
  amount: Nullable(Type.String()),
  /** A deposit's or withdrawal's status code; null for a deal. */
  status: Type.Union([Type.Integer(), Type.Null()]),
  /** That status in the caller's language; "" for a deal. */
  status_text: Type.String(),
  /** The USD the entry moved: a deal's profit, a credited deposit, a withdrawal's amount. */
  usd: Nullable(Type.String()),
});
export type StatementEntry = Static<typeof StatementEntry>;

/**
 * The period's totals from the ledger. With no instrument chosen, opening_balance plus every line
 * is closing_balance; with one, the lines are that instrument's rows and the balances the account's.
 */
export const StatementSummary = Type.Object({
  deals: Type.Integer(),
  profit: Type.String(),
  fees: Type.String(),
  swaps: Type.String(),
  deposits: Type.String(),
  withdrawals: Type.String(),
  other: Type.String(),
  opening_balance: Type.String(),
  closing_balance: Type.String(),
  /** The days covered, "YYYY-MM-DD", as the user's zone names them. */
  first_day: Type.String(),
  last_day: Type.String(),
});
export type StatementSummary = Static<typeof StatementSummary>;

export const StatementPage = Type.Object({ data: Type.Array(StatementEntry), total: Type.Integer(), summary: StatementSummary });
export type StatementPage = Static<typeof StatementPage>;

/** Entries per page of the statement. */
export const STATEMENT_PAGE_SIZE = 20;
