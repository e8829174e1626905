import { useEffect, useMemo } from "react";
import { sparkline } from "#api/reads/forex.ts";
import type { StoredSparkline } from "#db/schema.ts";
import type { Period } from "#domain/instrument.ts";
import { createFetchQueue } from "./fetch-queue.ts";
import { LOADING, stored, useStored } from "../store.ts";

/** A day of 15-minute closes draws a readable trend in a row-sized chart. */
export const SPARKLINE_PERIOD: Period = "15min";
export const SPARKLINE_FRESH_MS = 5 * 60_000;
/** After a failed fetch (or none answered), ask again no sooner than this. */
const RETRY_MS = 60_000;
const CONCURRENT_FETCHES = 4;

const lastAttempt = new Map<number, number>();

const queue = createFetchQueue<number>(CONCURRENT_FETCHES, async (forexId) => {
  lastAttempt.set(forexId, Date.now());
  // Decorative: a missing chart is not worth a toast; the list itself reports a bad network.
  const answer = await sparkline(forexId, SPARKLINE_PERIOD, { silent: true });
  const row = { forexId, period: SPARKLINE_PERIOD, closes: answer.closes, fetchedAt: Date.now() };
  await stored((store) => store.storeSparkline(row));
});

function dueIn(row: StoredSparkline | undefined, forexId: number, now: number): number {
  const fresh = row ? row.fetchedAt + SPARKLINE_FRESH_MS : now;
  const retry = (lastAttempt.get(forexId) ?? -Infinity) + RETRY_MS;
  return Math.max(0, fresh - now, retry - now);
}

/**
 * Closes for a row's area chart. Served from IndexedDB, fetched when missing or older than five
 * minutes, through a small queue; mount the chart only when its row is visible to fetch lazily.
 */
export function useSparkline(instrumentId: number): number[] | undefined {
  const row = useStored({ name: "sparkline", forexId: instrumentId });

  useEffect(() => {
    if (row === LOADING) return;
    let cancel = () => {};
    let timer: ReturnType<typeof setTimeout>;
    // A stored answer changes `row` and re-runs this effect; without one, try again later.
    const askAfter = (delay: number) => {
      timer = setTimeout(() => {
        cancel = queue.request(instrumentId);
        askAfter(RETRY_MS);
      }, delay);
    };
    askAfter(dueIn(row, instrumentId, Date.now()));
    return () => {
      clearTimeout(timer);
      cancel();
    };
  }, [row, instrumentId]);

  return useMemo(() => (row === LOADING || !row ? undefined : row.closes.map(Number)), [row]);
}
