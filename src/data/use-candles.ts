import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { kline } from "../api/forex.ts";
import { isAbortError } from "../api/errors.ts";
import { readCandles, storeCandleHistory } from "../db/candles.ts";
import { db } from "../db/db.ts";
import type { Candle, Period } from "../domain/instrument.ts";
import { klineTopic } from "../domain/socket-protocol.ts";
import { live } from "../state/live.ts";
import { mergeForming } from "./merge-forming.ts";
import { useLiveTopic } from "./use-live.ts";

interface Series {
  key: string;
  candles: Candle[] | undefined;
  loading: boolean;
}

const formingNow = (code: string, period: Period) => live.forming[code]?.[period];

/**
 * Candle history for a chart: what IndexedDB kept shows at once, the HTTP answer replaces it
 * (and is stored), and the live forming candle of `period` updates or extends the last bucket.
 * Holds KLINE.{code} while mounted. `candles` is undefined until either source answered.
 */
export function useCandles(instrumentId: number, code: string, period: Period): { candles: Candle[] | undefined; loading: boolean } {
  const key = `${instrumentId}|${code}|${period}`;
  const [series, setSeries] = useState<Series>({ key, candles: undefined, loading: true });
  const forming = useSnapshot(live.forming)[code]?.[period];
  const [seenForming, setSeenForming] = useState(forming);
  useLiveTopic(code ? klineTopic(code) : null);

  useEffect(() => {
    // The chart may render before its instrument is known; there is nothing to ask for yet.
    if (!code || !instrumentId) return;
    const controller = new AbortController();
    let answered = false;
    const show = (candles: Candle[], loading: boolean) =>
      setSeries({ key, candles: mergeForming(candles, formingNow(code, period)), loading });

    setSeries({ key, candles: undefined, loading: true });
    readCandles(db, code, period).then(
      (stored) => !answered && !controller.signal.aborted && stored.length && show(stored, true),
      () => {},
    );
    kline(instrumentId, period, { signal: controller.signal }).then(
      (candles) => {
        answered = true;
        show(candles, false);
        void storeCandleHistory(db, code, period, candles);
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        setSeries((current) => ({ key, candles: current.key === key ? current.candles ?? [] : [], loading: false }));
      },
    );
    return () => controller.abort();
  }, [key, instrumentId, code, period]);

  // Applied while rendering (React's "adjust state on prop change" pattern) so a tick costs one render.
  if (forming !== seenForming) {
    setSeenForming(forming);
    if (series.key === key && series.candles) setSeries({ ...series, candles: mergeForming(series.candles, forming) });
  }

  if (series.key !== key) return { candles: undefined, loading: true };
  return { candles: series.candles, loading: series.loading };
}
