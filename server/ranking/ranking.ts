import type { RankingEntry } from "#domain/order.ts";
import type { Db } from "../store/db.ts";
import { rankingEntries } from "./ranking-entries.ts";
import { traderTotals } from "./trader-totals.ts";

/** What the HTTP route reads: the list as last computed. */
export interface RankingView {
  list(): readonly RankingEntry[];
}

export interface Ranking extends RankingView {
  /** Computes the list once, then every `refreshSeconds` (as the market leader does). */
  start(): Promise<void>;
  /** The market leader recomputes on the schedule. */
  lead(): void;
  /** A follower keeps no schedule: a read of a list older than the period recomputes it, the read answering the last list. */
  follow(): void;
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
 * changes at most once per period whatever the traffic. Only the market leader keeps the
 * schedule; a follower recomputes when read after a period, so N processes do not compute N times
 * per period while nobody reads.
 */
export function scheduleRanking({ compute, refreshSeconds, onError }: RankingSchedule): Ranking {
  const periodMs = refreshSeconds * 1000;
  let entries: readonly RankingEntry[] = [];
  let queue: Promise<void> = Promise.resolve();
  let busy = false;
  let computedAt = -Infinity;
  let following = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const once = async () => {
    busy = true;
    try {
      entries = await compute();
      computedAt = Date.now();
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  const refresh = () => (queue = queue.then(once));
  const lead = () => {
    following = false;
    timer ??= setInterval(() => {
      if (!busy) void refresh();
    }, periodMs);
    // The HTTP server keeps the process alive; a timer left behind by a failed start must not.
    timer.unref?.();
  };

  return {
    list() {
      if (following && !busy && Date.now() - computedAt >= periodMs) void refresh();
      return entries;
    },
    refresh,
    async start() {
      await refresh();
      lead();
    },
    lead,
    follow() {
      following = true;
      clearInterval(timer);
      timer = undefined;
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
