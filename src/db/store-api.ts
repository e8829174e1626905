import { liveQuery } from "dexie";
import type { LanguageCode } from "#domain/locales.ts";
import type { Candle, Category, Instrument, Period, Quote } from "#domain/instrument.ts";
import type { AccountDetail, ClosedOrder, Order, OrderState } from "#domain/order.ts";
import { readCandlesBefore, storeCandleHistory } from "./candles.ts";
import { META_TRADE_LIST_AT, readMeta, writeMeta } from "./meta.ts";
import type { OrdersBookView, OrdersKeeper } from "./orders-keeper.ts";
import { storeQuotesIfNewer } from "./quotes.ts";
import type { PipwiseDb, StoredSparkline } from "./schema.ts";
import { storeCategories, storeTradeList, type TradeListAnswer } from "./trade-list.ts";

/** What a tab can watch: the answer comes at once and again after every change that touches it. */
export type Watch =
  | { name: "instruments" }
  | { name: "categories"; lang: LanguageCode }
  | { name: "sparkline"; forexId: number }
  | { name: "meta"; key: string }
  | { name: "orders"; owner: number };

export interface WatchValues {
  /** Undefined only until a list was ever stored; an empty array means the server listed nothing. */
  instruments: Instrument[] | undefined;
  categories: Category[];
  sparkline: StoredSparkline | undefined;
  meta: unknown;
  /** Undefined while the worker's book is not `owner`'s (another user, or nobody yet). */
  orders: OrdersBookView | undefined;
}

export type WatchValue<W extends Watch> = WatchValues[W["name"]];

/**
 * The browser's copy of market and account data as the tabs reach it: Dexie runs in the realtime
 * worker only, so a tab's first load carries no database code. Every method takes and returns
 * plain data and answers a promise, since it crosses a MessagePort.
 */
export interface StoreApi {
  /** Where the answers of this tab's watches go (one listener per tab). */
  listen(listener: (watchId: number, value: unknown) => void): Promise<void>;
  watch(watchId: number, watch: Watch): Promise<void>;
  unwatch(watchId: number): Promise<void>;
  storeTradeList(answer: TradeListAnswer): Promise<void>;
  storeCategories(lang: LanguageCode, categories: readonly Category[]): Promise<void>;
  hasCategories(lang: LanguageCode): Promise<boolean>;
  /** Stores the quotes newer than the stored ones and returns those. */
  storeQuotesIfNewer(quotes: readonly Quote[]): Promise<Quote[]>;
  storeSparkline(row: StoredSparkline): Promise<void>;
  writeMeta(key: string, value: unknown): Promise<void>;
  /** Whose order book this tab shows (null: nobody is signed in); resolves once the device's copy is read. */
  followOrders(owner: number | null): Promise<void>;
  receiveOrderList(owner: number, state: OrderState, orders: readonly Order[], requestedAt: number): Promise<void>;
  /** The server's answer to the user's own order, close, cancel or change of stops. */
  receiveOrder(owner: number, order: Order | ClosedOrder): Promise<void>;
  receiveAccountDetail(owner: number, account: AccountDetail): Promise<void>;
  readCandlesBefore(code: string, period: Period, before: number, limit: number): Promise<Candle[]>;
  storeCandleHistory(code: string, period: Period, candles: readonly Candle[], fetchedAt?: number): Promise<void>;
}

async function instruments(db: PipwiseDb): Promise<Instrument[] | undefined> {
  const rows = await db.instruments.orderBy("Seq").toArray();
  if (rows.length) return rows;
  const refreshedAt = await readMeta<number>(db, META_TRADE_LIST_AT);
  return refreshedAt === undefined ? undefined : [];
}

async function categories(db: PipwiseDb, lang: LanguageCode): Promise<Category[]> {
  const rows = await db.categories.where("lang").equals(lang).sortBy("Seq");
  return rows.map(({ Id, NameShowTrans }) => ({ Id, NameShowTrans }));
}

function query(db: PipwiseDb, watch: Exclude<Watch, { name: "orders" }>): Promise<unknown> {
  switch (watch.name) {
    case "instruments":
      return instruments(db);
    case "categories":
      return categories(db, watch.lang);
    case "sparkline":
      return db.sparklines.get(watch.forexId);
    case "meta":
      return readMeta(db, watch.key);
  }
}

/**
 * One tab's door to the database and to the worker's one order book; `close` ends its watches
 * when the tab goes away (a SharedWorker serves every tab, each on a session of its own).
 */
export function createStoreSession(db: PipwiseDb, orders: OrdersKeeper): { api: StoreApi; close(): void } {
  let listener: ((watchId: number, value: unknown) => void) | null = null;
  const watches = new Map<number, { unsubscribe(): void }>();

  function subscribe(watchId: number, watch: Watch) {
    if (watch.name === "orders") {
      const stop = orders.watch((book) => listener?.(watchId, book?.owner === watch.owner ? book : undefined));
      return { unsubscribe: stop };
    }
    return liveQuery(() => query(db, watch)).subscribe({
      next: (value) => void listener?.(watchId, value),
      error: (error: unknown) => console.warn("pipwise: stored data unreadable", watch, error),
    });
  }

  const api: StoreApi = {
    async listen(next) {
      listener = next;
    },
    async watch(watchId, watch) {
      watches.get(watchId)?.unsubscribe();
      watches.set(watchId, subscribe(watchId, watch));
    },
    async unwatch(watchId) {
      watches.get(watchId)?.unsubscribe();
      watches.delete(watchId);
    },
    storeTradeList: (answer) => storeTradeList(db, answer),
    storeCategories: (lang, rows) => storeCategories(db, lang, rows),
    hasCategories: async (lang) => (await db.categories.where("lang").equals(lang).count()) > 0,
    storeQuotesIfNewer: (quotes) => storeQuotesIfNewer(db, quotes),
    storeSparkline: async (row) => void (await db.sparklines.put(row)),
    writeMeta: (key, value) => writeMeta(db, key, value),
    followOrders: (owner) => orders.follow(owner),
    receiveOrderList: async (owner, state, list, requestedAt) => orders.listed(owner, state, list, requestedAt),
    receiveOrder: async (owner, order) => orders.answered(owner, order),
    receiveAccountDetail: async (owner, account) => orders.account(owner, account),
    readCandlesBefore: (code, period, before, limit) => readCandlesBefore(db, code, period, before, limit),
    storeCandleHistory: (code, period, candles, fetchedAt) => storeCandleHistory(db, code, period, candles, fetchedAt),
  };

  return {
    api,
    close() {
      for (const subscription of watches.values()) subscription.unsubscribe();
      watches.clear();
      listener = null;
    },
  };
}
