import { MARKET_OPEN, type Quote } from "#domain/instrument.ts";
import type { RiskMonitor } from "../risk/risk-monitor.ts";
import type { AccountQueue } from "./account-queue.ts";
import type { Due, TriggerIndex } from "./trigger-index.ts";

/** The database side: each call re-decides in decimals under the account's lock, then acts. */
export interface TriggerExecutor {
  /** Fills a due pending order or closes a position at its SL/TP, as `quote` (the tick that reached it) says. */
  execute(due: Due, quote: Quote): Promise<void>;
  /** Closes the account's worst losers while its margin level is below the stop-out level. */
  stopOut(userId: number): Promise<void>;
}

export interface TickEvaluatorDeps {
  index: TriggerIndex;
  risk: RiskMonitor;
  queue: AccountQueue;
  executor: TriggerExecutor;
  /** Users whose open positions this tick revalued. */
  revalued(userId: number): void;
}

/**
 * One batch of quotes (latest per instrument): finds the levels reached and the accounts to screen,
 * and hands the work to the per-account queue. Nothing here waits for the database. A quote of a
 * closed market triggers nothing.
 */
export function evaluateTick({ index, risk, queue, executor, revalued }: TickEvaluatorDeps, quotes: readonly Quote[]): void {
  const open: string[] = [];
  for (const quote of quotes) {
    if (quote.MarketStatus !== MARKET_OPEN) continue;
    open.push(quote.Code);
    queueDue({ index, queue, executor }, quote);
  }
  if (open.length === 0) return;
  for (const userId of risk.tick(open)) revalued(userId);
}

/**
 * A book learnt only after its commit (another process changed it): the latest quotes judge its
 * orders at once, so a level the price reached before the book came in does not wait for a later tick.
 */
export function evaluateBook(deps: Pick<TickEvaluatorDeps, "index" | "queue" | "executor">, userId: number, quotes: readonly Quote[]): void {
  for (const quote of quotes) if (quote.MarketStatus === MARKET_OPEN) queueDue(deps, quote, userId);
}

/** Queues the execution of every order `quote` reached (only `userId`'s, when given). */
function queueDue({ index, queue, executor }: Pick<TickEvaluatorDeps, "index" | "queue" | "executor">, quote: Quote, userId?: number): void {
  for (const due of index.due(quote.Code, quote)) {
    if (userId === undefined || due.userId === userId) queue.run(due.userId, `order:${due.order.id}`, () => executor.execute(due, quote));
  }
}

/** Queues the exact stop-out check of an account the risk screen flagged. */
export function queueStopOut(queue: AccountQueue, executor: TriggerExecutor, userId: number): void {
  queue.run(userId, "stop-out", () => executor.stopOut(userId));
}
