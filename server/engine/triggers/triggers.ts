import { eq } from "drizzle-orm";
import { MARKET_OPEN } from "#domain/instrument.ts";
import type { QuoteLookup } from "#domain/trading/usd-rate.ts";
import type { Bus } from "#server/bus.ts";
import type { MarketHub } from "#server/market/market-hub.ts";
import type { Db } from "#server/store/db.ts";
import { tradingAccounts } from "#server/store/schema.ts";
import { orderReads, type LiveOrder } from "../live-order.ts";
import { toWireOrder } from "../order-wire.ts";
import { LiveValuation } from "../risk/live-valuation.ts";
import { PushThrottle } from "../risk/push-throttle.ts";
import { RiskMonitor, type RiskLevels } from "../risk/risk-monitor.ts";
import { AccountQueue } from "./account-queue.ts";
import type { BookUpdate } from "../book-order.ts";
import { storedBooks } from "./book-rebuild.ts";
import { KnownBooks, reloadedBook } from "./book-reload.ts";
import { evaluateBook, evaluateTick, queueStopOut } from "./tick-evaluator.ts";
import { createTriggerExecutor, type ExecutorDeps } from "./trigger-executor.ts";
import { TriggerIndex } from "./trigger-index.ts";

/** Live price and profit go out at most 4 times a second per user. */
export const VALUATION_PERIOD_MS = 250;

export interface TriggerDeps extends Pick<ExecutorDeps, "actions" | "withAccount"> {
  db: Db;
  bus: Bus;
  market: Pick<MarketHub, "quote" | "marketStatus">;
  config: RiskLevels;
  onBook(listener: (change: BookUpdate<LiveOrder>) => void): () => void;
  log: { error(details: object, message: string): void };
  /** Hears how long each tick's evaluation took, for the metrics. */
  onTickEvaluated?: (ms: number) => void;
  /** This process's engine: `book-changed` messages it sent itself are already applied. */
  origin: string;
}

/**
 * Pending fills, SL/TP, stop-out, margin calls and live valuation, driven by the quotes on the bus
 * and kept up to date by the engine's book changes. `start` rebuilds everything from the database.
 * Only the market leader runs them; a book changed by an order another process served is reloaded
 * from the database when its `book-changed` message comes.
 */
export function createTriggers(deps: TriggerDeps) {
  const { bus, log } = deps;
  const quoteOf: QuoteLookup = (code) => deps.market.quote(code);
  const isOpen = (code: string) => deps.market.marketStatus(code) === MARKET_OPEN;
  const queue = new AccountQueue((error, userId, key) => log.error({ err: error, userId, key }, "a trigger failed"));
  const ownOrder = (db: Db, userId: number, id: number) => orderReads(db).own(userId, id);
  const onTrailed = (userId: number, order: LiveOrder) => bus.publish("stop-trailed", { userId, data: toWireOrder(order, quoteOf) });
  const executor = createTriggerExecutor({ ...deps, ownOrder, quoteOf, isOpen, onTrailed, stopOutLevel: deps.config.stopOutLevel });
  const index = new TriggerIndex();
  let marginCallWrites = 0;
  const risk = new RiskMonitor({
    ...deps.config,
    quoteOf,
    isOpen,
    stopOut: (userId) => queueStopOut(queue, executor, userId),
    marginCall: (userId, notice) => bus.publish("forex-trade", { userId, data: notice }),
    // Stored in the account's queue, so the crossings of one account are written in their order.
    marginCallChanged: (userId, below) =>
      void queue.run(userId, `margin-call:${++marginCallWrites}`, async () => {
        await deps.db.update(tradingAccounts).set({ marginCalled: below }).where(eq(tradingAccounts.userId, userId));
      }),
  });
  const valuation = new LiveValuation(quoteOf, (userId, order) => bus.publish("forex-trade", { userId, data: order }));
  const throttle = new PushThrottle(VALUATION_PERIOD_MS, (userId) => {
    try {
      valuation.push(userId);
    } catch (error) {
      log.error({ err: error, userId }, "valuing positions failed");
    }
  });
  const known = new KnownBooks();
  const apply = (change: BookUpdate<LiveOrder>) => {
    known.apply(change);
    index.apply(change);
    risk.apply(change);
    valuation.apply(change);
  };
  let reloads = 0;
  /** In the account's queue, so it cannot race the user's executions here. */
  const reload = (userId: number) =>
    void queue.run(userId, `reload:${++reloads}`, async () => {
      const book = await reloadedBook(deps.db, userId, known.ids(userId));
      if (!book) return;
      apply(book);
      const quotes = [...new Set(book.live.map((order) => order.code))].map((code) => deps.market.quote(code)).filter((quote) => quote !== undefined);
      evaluateBook(tick, userId, quotes);
    });
  const tick = { index, risk, queue, executor, revalued: (userId: number) => throttle.mark(userId) };
  let leave: (() => void)[] = [];

  return {
    index,
    risk,
    /** Loads every book from the database, then follows book changes and quotes. */
    async start(): Promise<void> {
      // Changes committed while the books load are kept and applied after them, in order.
      let early: BookUpdate<LiveOrder>[] | undefined = [];
      let reloadLater: Set<number> | undefined = new Set();
      leave.push(deps.onBook((change) => (early ? early.push(change) : apply(change))));
      leave.push(
        bus.subscribe("book-changed", ({ userId, origin }) => {
          if (origin === deps.origin) return;
          if (reloadLater) reloadLater.add(userId);
          else reload(userId);
        }),
      );
      const stored = await storedBooks(deps.db);
      stored.books.forEach(apply);
      risk.restoreMarginCalls(stored.marginCalled);
      early.forEach(apply);
      early = undefined;
      reloadLater.forEach(reload);
      reloadLater = undefined;
      leave.push(
        bus.subscribe("quotes", (quotes) => {
          const began = performance.now();
          evaluateTick(tick, quotes);
          deps.onTickEvaluated?.(performance.now() - began);
        }),
      );
    },
    /** Resolves once every quote published so far has been evaluated and its executions have ended. */
    async settled(): Promise<void> {
      // The hub publishes a tick's quotes in a microtask; a macrotask turn has seen them out.
      await new Promise((resolve) => setImmediate(resolve));
      await queue.idle();
    },
    /** Stops listening and waits for the executions under way. */
    async stop(): Promise<void> {
      leave.forEach((unsubscribe) => unsubscribe());
      leave = [];
      throttle.stop();
      await queue.idle();
    },
  };
}

export type Triggers = ReturnType<typeof createTriggers>;
