import { Dexie, type EntityTable, type Table } from "dexie";
import type { LanguageCode } from "#domain/locales.ts";
import type { Candle, Instrument, Period, Quote } from "#domain/instrument.ts";
import type { AccountDetail, Order } from "#domain/order.ts";
import { DB_NAME } from "./db-name.ts";

/** An instrument as the server listed it; `Seq` keeps the server's order. */
export interface StoredInstrument extends Instrument {
  Seq: number;
}

/** Category names differ per language, so each language keeps its own rows. */
export interface StoredCategory {
  lang: LanguageCode;
  Id: number;
  NameShowTrans: string;
  Seq: number;
}

export interface StoredCandle extends Candle {
  code: string;
  period: Period;
}

export type CandleKey = [code: string, period: Period, time: number];

export interface StoredSparkline {
  forexId: number;
  period: Period;
  closes: string[];
  fetchedAt: number;
}

/** An open or pending order of the signed-in user (`owner`: the user's id). */
export interface StoredOrder extends Order {
  owner: number;
}

/** When the stored orders were last known true, and the account figures of that moment. */
export interface StoredBook {
  owner: number;
  asOf: number;
  account: AccountDetail | null;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export { DB_NAME } from "./db-name.ts";

/**
 * The browser's copy of market data. Imported by the realtime worker as well as the tabs, so it
 * must stay free of React. Add a new `version(n)` for every schema change; never edit a shipped one.
 */
export class PipwiseDb extends Dexie {
  instruments!: EntityTable<StoredInstrument, "Id">;
  categories!: Table<StoredCategory, [LanguageCode, number]>;
  /** Latest quote per instrument code. */
  quotes!: EntityTable<Quote, "Code">;
  candles!: Table<StoredCandle, CandleKey>;
  sparklines!: EntityTable<StoredSparkline, "forexId">;
  meta!: EntityTable<MetaRow, "key">;
  /** The user's last known open and pending orders, for a reload or an offline visit. */
  orders!: EntityTable<StoredOrder, "Id">;
  /** One row per owner: the time `orders` were last known true, and the account figures then. */
  books!: EntityTable<StoredBook, "owner">;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      instruments: "Id, Code, CategoryId, Seq",
      categories: "[lang+Id], lang",
      quotes: "Code",
      candles: "[code+period+Time]",
      sparklines: "forexId",
      meta: "key",
    });
    this.version(2).stores({ orders: "Id, owner", books: "owner" });
  }
}
