import { MARKET_OPEN } from "#domain/instrument.ts";
import { ORDER_HOLDING, ORDER_PENDING } from "#domain/order.ts";
import { closingPrice } from "#domain/trading/prices.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { Bus } from "../bus.ts";
import type { Config } from "../config.ts";
import { ledger } from "../ledger/ledger.ts";
import type { MarketHub } from "../market/market-hub.ts";
import type { Clock } from "../platform/clock.ts";
import { purgeIdempotencyKeys, runOnce, type IdempotencyKey } from "../platform/idempotency.ts";
import { createCatalogRepo, type InstrumentRow } from "../store/catalog-repo.ts";
import type { Db } from "../store/db.ts";
import { journalIsEmpty, lockAccount, type AccountTx, type BookJournal } from "./account-tx.ts";
import type { LiveOrder } from "./live-order.ts";
import { orderReads } from "./live-order.ts";
import { createOrderActions } from "./order-actions.ts";
import { createOrderBatcher, DEFAULT_BATCH, type BatchOptions } from "./order-batcher.ts";
import { toClosedOrder, toWireOrder } from "./order-wire.ts";
import { quoteOrFail } from "./valuation.ts";

/**
 * What one committed transaction changed in a user's book: `live` are the orders now pending or
 * holding, as changed; `gone` the ids that left the book; `balance` the balance after it.
 */
export interface BookChange {
  userId: number;
  balance: string;
  live: LiveOrder[];
  gone: number[];
}

export type BookListener = (change: BookChange) => void;

export interface EngineDeps {
  db: Db;
  /** Live quotes, and whether a market is open now (its session, a halt). */
  market: Pick<MarketHub, "quote" | "marketStatus">;
  bus: Bus;
  config: Pick<Config, "tradeFeeType" | "stopOutLevel" | "marginCallLevel">;
  clock: Clock;
  log: { error(details: object, message: string): void };
  /** Group commit of the order calls; DEFAULT_BATCH for what is left out. */
  batch?: Partial<BatchOptions>;
}

/** Idempotency keys are kept two days, past the 24 hours a client may retry within. */
const KEY_TTL_MS = 48 * 3_600_000;
const PURGE_EVERY_MS = 3_600_000;

/** The pieces every trading call is built from. */
export function createEngineCore(deps: EngineDeps) {
  const { db, market, bus, config, clock, log } = deps;
  const quoteOf: QuoteLookup = (code) => market.quote(code);
  const actions = createOrderActions({ quoteOf, feeType: config.tradeFeeType });
  const listeners = new Set<BookListener>();
  const catalog = createCatalogRepo(db);
  const instruments = new Map<number, InstrumentRow>();

  /**
   * An instrument's row, read once per process (the order calls need it on every submit) until
   * the bus's `instruments-changed` says it changed.
   */
  async function instrument(id: number): Promise<InstrumentRow | undefined> {
    const known = instruments.get(id);
    if (known) return known;
    const row = await catalog.instrument(id);
    if (row) instruments.set(id, row);
    return row;
  }

  /** After commit: the book listeners first (trigger index, risk), then the user's sockets. */
  function announce(userId: number, journal: BookJournal, balance: string): void {
    const change: BookChange = { userId, balance, live: [...journal.live.values()], gone: [...journal.gone.keys()] };
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log.error({ err: error, userId }, "a book listener failed");
      }
    }
    for (const order of journal.live.values()) bus.publish("forex-trade", { userId, data: toWireOrder(order, quoteOf) });
    for (const order of journal.gone.values()) bus.publish("forex-closed", { userId, data: toClosedOrder(order) });
  }

  /**
   * Runs `work` in one transaction holding the user's account lock; with a key, at most once (the
   * key is claimed in the same transaction). Listeners and sockets hear of the changes once it
   * has committed; a repeat answered from the key changes nothing and announces nothing.
   */
  async function withAccount<T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>, key?: IdempotencyKey): Promise<T> {
    const at = new Date(clock.now());
    let done: { journal: BookJournal; balance: string } | undefined;
    const result = await runOnce(db, key, at, async (db) => {
      const tx = await lockAccount(db, userId);
      const answer = await work(tx, at);
      if (!journalIsEmpty(tx.journal)) done = { journal: tx.journal, balance: tx.balance };
      return answer;
    });
    if (done) announce(userId, done.journal, done.balance);
    return result;
  }

  const batcher = createOrderBatcher(db, { ...DEFAULT_BATCH, ...deps.batch }, (change) => announce(change.userId, change.journal, change.balance));

  /**
   * `withAccount` for the order calls (the user's and the triggers'): the work runs in the next
   * batch, together with the calls that arrive with it, and is answered once that batch commits.
   * `newOrders`: how many orders the work may insert, whose ids the batch takes up front.
   */
  function batched<T>(userId: number, work: (tx: AccountTx, at: Date) => Promise<T>, key?: IdempotencyKey, newOrders = 0): Promise<T> {
    return batcher.run({ userId, at: new Date(clock.now()), work, key, newOrders });
  }

  /**
   * A demo reset's hook: inside the reset's own transaction, closes every position at market and
   * cancels every pending order, so their results are booked before the balance is restored. The
   * returned function announces the changes once the reset has committed.
   */
  async function resetDemo(db: Db, userId: number, at: Date): Promise<() => Promise<void>> {
    const tx = await lockAccount(db, userId);
    const live = await orderReads(db).inStates(userId, [ORDER_PENDING, ORDER_HOLDING]);
    for (const order of live.filter((o) => o.state === ORDER_PENDING)) await actions.cancelPending(tx, order, "cancelled", at);
    for (const order of live.filter((o) => o.state === ORDER_HOLDING)) {
      await actions.closePosition(tx, order, closingPrice(order.direction, quoteOrFail(order.code, quoteOf)), "user", at);
    }
    return async () => {
      if (!journalIsEmpty(tx.journal)) announce(userId, tx.journal, (await ledger(deps.db).balance(userId))!.balance);
    };
  }

  let purge: NodeJS.Timeout | undefined;

  return {
    db,
    market,
    quoteOf,
    config,
    clock,
    actions,
    instrument,
    withAccount,
    batched,
    resetDemo,
    isOpen: (code: string) => market.marketStatus(code) === MARKET_OPEN,
    /** Tells `listener` of every committed change to a book; returns the function that stops it. */
    onBook(listener: BookListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Forgets the rows of instruments that changed, so the next call reads them again. */
    forgetInstruments(ids: readonly number[]): void {
      for (const id of ids) instruments.delete(id);
    },
    start(): void {
      const sweep = () => purgeIdempotencyKeys(db, new Date(clock.now() - KEY_TTL_MS)).catch((error: unknown) => log.error({ err: error }, "purging idempotency keys failed"));
      purge = setInterval(sweep, PURGE_EVERY_MS);
      purge.unref();
    },
    stop(): void {
      clearInterval(purge);
    },
  };
}

export type EngineCore = ReturnType<typeof createEngineCore>;
