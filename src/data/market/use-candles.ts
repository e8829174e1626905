import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { kline } from "#api/reads/forex.ts";
import { isAbortError } from "#api/errors.ts";
import { readKeptCandles } from "#db/kept-candles.ts";
import type { Candle, Period } from "#domain/instrument.ts";
import { klineTopic } from "#domain/socket-protocol.ts";
import { live } from "#state/live.ts";
import { mergeForming } from "./merge-forming.ts";
import { stored } from "../store.ts";
import { useLiveTopic } from "./use-live.ts";

/** Candles the server answers per call; a shorter page of older candles means the history ends there. */
const PAGE = 500;

/** Paging back: idle (more may exist), loading, end (the history starts here), failed (until a retry). */
export type OlderState = "idle" | "loading" | "end" | "failed";

export interface CandleSeries {
  /** Oldest first; undefined until the cache or the server answered. */
  candles: Candle[] | undefined;
  loading: boolean;
  /** The server could not answer: `candles` are what IndexedDB kept (maybe none), as of `asOf` (ms). */
  failed: boolean;
  /** `candles` are what IndexedDB kept, shown (as of `asOf`) until the server's answer replaces them. */
  saved: boolean;
  asOf: number | undefined;
  older: OlderState;
  retry: () => void;
  /** Fetches the page before the oldest candle shown (the cache's copy when offline). */
  loadOlder: () => void;
}

interface Series {
  key: string;
  candles: Candle[] | undefined;
  loading: boolean;
  failed: boolean;
  asOf: number | undefined;
  older: OlderState;
}

const initial = (key: string): Series => ({ key, candles: undefined, loading: true, failed: false, asOf: undefined, older: "idle" });
const formingNow = (code: string, period: Period) => live.forming[code]?.[period];

/**
 * Candle history for a chart: what IndexedDB kept shows at once, the HTTP answer replaces it
 * (and is stored), and the live forming candle of `period` updates or extends the last bucket.
 * When the server cannot answer, the cached candles stay with their age and nothing is invented.
 * Holds KLINE.{code} while mounted.
 */
export function useCandles(instrumentId: number, code: string, period: Period): CandleSeries {
  const key = `${instrumentId}|${code}|${period}`;
  const [attempt, setAttempt] = useState(0);
  const [series, setSeries] = useState<Series>(() => initial(key));
  const forming = useSnapshot(live.forming)[code]?.[period];
  const [seenForming, setSeenForming] = useState(forming);
  const current = useRef(series);
  const olderRequest = useRef<AbortController | null>(null);
  useLiveTopic(code ? klineTopic(code) : null);
  useLayoutEffect(() => {
    current.current = series;
  });

  useEffect(() => {
    // The chart may render before its instrument is known; there is nothing to ask for yet.
    if (!code || !instrumentId) return;
    const controller = new AbortController();
    const update = (change: (s: Series) => Series) => setSeries((s) => (s.key === key && !controller.signal.aborted ? change(s) : s));
    let answered = false;

    setSeries(initial(key));
    // Read in the tab, not through the worker, so the kept candles draw without waiting for it to start.
    const cache = readKeptCandles(code, period).then((kept) => kept ?? { candles: [], fetchedAt: undefined });
    void cache.then(({ candles, fetchedAt }) => {
      if (!answered && candles.length) update((s) => ({ ...s, candles: mergeForming(candles, formingNow(code, period)), asOf: fetchedAt }));
    });
    kline(instrumentId, period, { signal: controller.signal, silent: true }).then(
      (candles) => {
        answered = true;
        update((s) => ({ ...s, candles: mergeForming(candles, formingNow(code, period)), loading: false, asOf: undefined }));
        const fetchedAt = Date.now();
        void stored((store) => store.storeCandleHistory(code, period, candles, fetchedAt))
          .catch(() => {});
      },
      async (error: unknown) => {
        if (isAbortError(error)) return;
        answered = true;
        const { candles, fetchedAt } = await cache;
        update((s) => ({ ...s, candles, loading: false, failed: true, asOf: candles.length ? fetchedAt : undefined }));
      },
    );
    return () => {
      controller.abort();
      olderRequest.current?.abort();
    };
  }, [key, instrumentId, code, period, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!series.failed) return;
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [series.failed, retry]);

  const loadOlder = useCallback(() => {
    const s = current.current;
    const oldest = s.candles?.[0];
    if (s.key !== key || !oldest || s.loading || s.failed || s.older !== "idle") return;
    const before = oldest.Time;
    const controller = new AbortController();
    olderRequest.current = controller;
    const prepend = (older: readonly Candle[], next: OlderState) =>
      setSeries((now) => {
        if (now.key !== key || now.candles?.[0]?.Time !== before) return now;
        return { ...now, candles: [...older.filter((c) => c.Time < before), ...now.candles], older: next };
      });

    setSeries((now) => (now.key === key ? { ...now, older: "loading" } : now));
    kline(instrumentId, period, { before, signal: controller.signal, silent: true }).then(
      (older) => {
        prepend(older, older.length < PAGE ? "end" : "idle");
        void stored((store) => store.storeCandleHistory(code, period, older))
          .catch(() => {});
      },
      async (error: unknown) => {
        if (isAbortError(error)) return;
        const cached = await stored((store) => store.readCandlesBefore(code, period, before, PAGE))
          .catch(() => []);
        prepend(cached, cached.length ? "idle" : "failed");
      },
    );
  }, [key, instrumentId, code, period]);

  // Applied while rendering (React's "adjust state on prop change" pattern) so a tick costs one render.
  if (forming !== seenForming) {
    setSeenForming(forming);
    if (series.key === key && series.candles && !series.failed) setSeries({ ...series, candles: mergeForming(series.candles, forming) });
  }

  const shown = series.key === key ? series : initial(key);
  const saved = shown.loading && Boolean(shown.candles?.length);
  return { candles: shown.candles, loading: shown.loading, failed: shown.failed, saved, asOf: shown.asOf, older: shown.older, retry, loadOlder };
}
