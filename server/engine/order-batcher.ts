import type { Db } from "../store/db.ts";
import { runBatch, type CallChange, type OrderCall } from "./order-batch.ts";

export interface BatchOptions {
  /** How long a call may wait for others to join it while another batch is under way, ms. */
  windowMs: number;
  /** Calls in one batch at most: a full batch starts at once. */
  maxSize: number;
  /** Batches under way at once, each a transaction on a connection of its own. */
  maxInFlight: number;
}

export const DEFAULT_BATCH: BatchOptions = { windowMs: 1, maxSize: 64, maxInFlight: 6 };

interface Waiting {
  call: OrderCall;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit: order calls that arrive together run in one transaction (see runBatch), and each
 * caller is answered only after that transaction has committed, its change announced first. With
 * nothing under way a call starts at the end of the event loop's turn, with whatever arrived in
 * the same turn; while a batch is under way calls gather for at most `windowMs`, or until the
 * batch ends, a batch slot frees or `maxSize` have gathered.
 */
export function createOrderBatcher(db: Db, options: BatchOptions, announce: (change: CallChange) => void) {
  const queue: Waiting[] = [];
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Immediate | undefined;

  function schedule(): void {
    if (queue.length === 0 || inFlight >= options.maxInFlight) return;
    if (queue.length >= options.maxSize) flush();
    else if (inFlight === 0) soon ??= setImmediate(flush);
    else timer ??= setTimeout(flush, options.windowMs);
  }

  function flush(): void {
    clearTimeout(timer);
    clearImmediate(soon);
    timer = soon = undefined;
    if (queue.length === 0 || inFlight >= options.maxInFlight) return;
    inFlight += 1;
    void execute(queue.splice(0, options.maxSize)).finally(() => {
      inFlight -= 1;
      if (queue.length > 0) flush();
    });
  }

  async function execute(batch: Waiting[]): Promise<void> {
    let outcomes;
    try {
      outcomes = await runBatch(
        db,
        batch.map((waiting) => waiting.call),
      );
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
      return;
    }
    outcomes.forEach((outcome, i) => {
      const waiting = batch[i]!;
      if (!outcome.ok) return waiting.reject(outcome.error);
      try {
        if (outcome.change) announce(outcome.change);
        waiting.resolve(outcome.value);
      } catch (error) {
        waiting.reject(error);
      }
    });
  }

  return {
    /** Runs `call` in the next batch; resolves with its answer once that batch has committed. */
    run<T>(call: OrderCall<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ call, resolve: resolve as (value: unknown) => void, reject });
        schedule();
      });
    },
  };
}

export type OrderBatcher = ReturnType<typeof createOrderBatcher>;
