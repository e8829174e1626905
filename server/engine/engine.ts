import { randomUUID } from "node:crypto";
import type { BulkCloseRequest, ClosePartRequest, ModifyPendingRequest, SetStopRequest, SetTrailingRequest, SubmitRequest } from "#domain/contract/trading.ts";
import type { LanguageCode } from "#domain/locales.ts";
import { TOPIC_FOREX_TRADE, type PrivateItem, type PrivateTopic } from "#domain/socket-protocol.ts";
import type { OrderState } from "#domain/order.ts";
import type { Translator } from "../i18n/translator.ts";
import type { Db } from "../store/db.ts";
import { accountDetail, accountLog, closedSnapshot, freeToWithdraw, myDeal, tradeSnapshot } from "./account-reads.ts";
import type { AccountTx } from "./account-tx.ts";
import { createEngineCore, type EngineDeps } from "./engine-core.ts";
import { orderReads } from "./live-order.ts";
import { cancelOrder, closeOrder, setStops, setTrailing } from "./order-changes.ts";
import { closeAll } from "./close-all.ts";
import { closePart } from "./close-part.ts";
import { expireDue } from "./expire-pending.ts";
import { createExpirySweeper } from "./expiry-sweeper.ts";
import { modifyPending } from "./modify-pending.ts";
import { submitOrder } from "./submit.ts";
import { createLeaderWork } from "./leader-work.ts";
import { createSwapRollover } from "./swap-rollover.ts";
import { createTriggers, type TriggerDeps } from "./triggers/triggers.ts";

export type { BookChange, BookListener } from "./engine-core.ts";
export type { LiveOrder } from "./live-order.ts";

/**
 * The trading engine: the user's calls, the order actions the triggers take (each inside
 * `withAccount`), the book listeners, the demo reset hook and the sockets' first frames. Orders are
 * served in every process; the triggers and the purges run only in the market leader (`start`),
 * which hears of the books changed elsewhere through `book-changed` on the bus.
 */
export function createEngine(deps: EngineDeps & Pick<TriggerDeps, "onTickEvaluated"> & { translator: Translator }) {
  const core = createEngineCore(deps);
  const origin = randomUUID();
  core.onBook(({ userId }) => deps.bus.publish("book-changed", { userId, origin }));
  const expirySweeper = createExpirySweeper({ sweep: () => expireDue(core), log: deps.log });
  const leading = createLeaderWork({
    build: () => createTriggers({ ...core, withAccount: core.batched, bus: deps.bus, log: deps.log, onTickEvaluated: deps.onTickEvaluated, origin }),
    purges: core,
    bus: deps.bus,
  });
  return {
    onBook: core.onBook,
    withAccount: core.withAccount,
    /** fillPending, closePosition, cancelPending: only inside `withAccount`, on an order read under its lock. */
    actions: core.actions,
    /** Every pending or holding order (the trigger index's rebuild at start). */
    liveOrders: () => orderReads(deps.db).allLive(),
    /** Reads one of the user's orders inside `withAccount` (the fresh row under the lock). */
    ownOrder: (db: Db, userId: number, id: number) => orderReads(db).own(userId, id),
    quoteOf: core.quoteOf,
    isOpen: core.isOpen,
    forgetInstruments: core.forgetInstruments,

    submit: (userId: number, request: SubmitRequest, key?: string) => submitOrder(core, userId, request, key),
    close: (userId: number, id: number, key?: string) => closeOrder(core, userId, id, key),
    cancel: (userId: number, id: number, key?: string) => cancelOrder(core, userId, id, key),
    setStops: (userId: number, request: SetStopRequest, key?: string) => setStops(core, userId, request, key),
    setTrailing: (userId: number, request: SetTrailingRequest, key?: string) => setTrailing(core, userId, request, key),
    closePart: (userId: number, request: ClosePartRequest, key?: string) => closePart(core, userId, request, key),
    closeAll: (userId: number, request: BulkCloseRequest, key?: string) => closeAll(core, userId, request, key),
    modifyPending: (userId: number, request: ModifyPendingRequest, key?: string) => modifyPending(core, userId, request, key),
    /** Cancels the pending orders whose expiry has passed; the market leader's sweeper calls it. */
    expireDue: () => expireDue(core),
    /** The market leader's sweeper of expired pending orders (started and stopped by its duties). */
    expirySweeper,
    myDeal: (userId: number, status: OrderState, page?: number) => myDeal(core, userId, status, page),
    accountDetail: (userId: number) => accountDetail(core, userId),
    accountLog: (userId: number, lang: LanguageCode, page?: number) => accountLog(core, deps.translator, userId, lang, page),
    /** Inside `withAccount`: the lower of balance and net value, less the margin in use, never below zero. */
    freeToWithdraw: (tx: AccountTx) => freeToWithdraw(core, tx),

    /** The overnight swap of the holding positions, run by the market leader's swap duty. */
    swapRollover: createSwapRollover({ db: deps.db, quoteOf: core.quoteOf, batched: core.batched }),
    /** accounts.onDemoReset: closes the demo's positions at market and cancels its pending orders first. */
    resetDemo: core.resetDemo,
    /** The gateway's first FOREX_TRADE / FOREX_CLOSED frame after `sub`. */
    async privateSnapshot<T extends PrivateTopic>(topic: T, userId: number): Promise<PrivateItem<T>[]> {
      const items = topic === TOPIC_FOREX_TRADE ? await tradeSnapshot(core, userId) : await closedSnapshot(core, userId);
      return items as PrivateItem<T>[];
    },
    /** Leads: rebuilds the trigger index and the risk monitor from the database, then follows the quotes. */
    start: leading.start,
    /** Follows: stops the triggers, the purges and the expiry sweeper, waiting for the executions under way. */
    async stop(): Promise<void> {
      await expirySweeper.stop();
      await leading.stop();
    },
    /** Resolves once the quotes published so far have been acted on (fills, SL/TP, stop-outs). */
    settled: leading.settled,
  };
}

export type Engine = ReturnType<typeof createEngine>;
