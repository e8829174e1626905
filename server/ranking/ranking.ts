import type { RankingEntry } from "#domain/order.ts";
import type { Db } from "../store/db.ts";
import { rankingEntries } from "./ranking-entries.ts";
import { traderTotals } from "./trader-totals.ts";

/** What the HTTP route reads: the list as last computed. */
export interface RankingView {
  list(): readonly RankingEntry[];
}

export interface Ranking extends RankingView {
  /** Computes the list once, then every `refreshSeconds`. */
  start(): Promise<void>;
  /** Recomputes now, after any computation already running; the list changes when it is done. */
  refresh(): Promise<void>;
  /** Stops the timer and waits for a computation still running (the store closes next). */
  stop(): Promise<void>;
}

export interface RankingSchedule {
  compute: () => Promise<RankingEntry[]>;
  refreshSeconds: number;
  /** A failed computation keeps the last list and is reported here. */
  onError: (error: unknown) => void;
}

/**
 * The ranking on a schedule, never per request: a visitor's read costs nothing, and the list
 * changes at most once per period whatever the traffic.
 */
export function scheduleRanking({ compute, refreshSeconds, onError }: RankingSchedule): Ranking {
  let entries: readonly RankingEntry[] = [];
  let queue: Promise<void> = Promise.resolve();
  let busy = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const once = async () => {
    busy = true;
    try {
      entries = await compute();
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  const refresh = () => (queue = queue.then(once));

  return {
    list: () => entries,
    refresh,
    async start() {
      await refresh();
      timer ??= setInterval(() => {
        if (!busy) void refresh();
      }, refreshSeconds * 1000);
      // The HTTP server keeps the process alive; a timer left behind by a failed start must not.
      timer.unref?.();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}

/** The ranking of the real accounts in `db`. */
export function createRanking(db: Db, refreshSeconds: number, onError: (error: unknown) => void, now = () => new Date()): Ranking {
  return scheduleRanking({ compute: async () => rankingEntries(await traderTotals(db, now())), refreshSeconds, onError });
}
