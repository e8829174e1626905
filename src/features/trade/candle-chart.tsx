import { useEffect, useLayoutEffect, useRef, useState } from "react";
import uPlot from "uplot";
import { Trans, useLingui } from "@lingui/react/macro";
import "uplot/dist/uPlot.min.css";
import type { Candle, Period } from "../../domain/instrument.ts";
import type { OlderState } from "../../data/use-candles.ts";
import { candleColumns } from "./candle-columns.ts";
import { attachGestures } from "./chart-gestures.ts";
import { chartOptions, readChartTheme, type ChartMarks } from "./chart-options.ts";
import { fetchedTime } from "./chart-time.ts";
import { LOAD_OLDER_MARGIN, candleAt, edges, firstAtOrAfter, initialView, panView, rebaseView, xRange, zoomView, type View } from "./chart-view.ts";
import { CrosshairReadout } from "./crosshair-readout.tsx";
import { oncePerFrame } from "./once-per-frame.ts";

export interface CandleChartProps {
  candles: readonly Candle[] | undefined;
  precision: number;
  period: Period;
  loading: boolean;
  /** The server could not answer; `asOf` (ms) dates the cached candles shown, if any. */
  failed: boolean;
  asOf: number | undefined;
  older: OlderState;
  onRetry: () => void;
  onNeedOlder: () => void;
}

const NONE: readonly Candle[] = [];

/**
 * Candlesticks of one instrument and period (the page keys it per series). The view (which
 * candles show) lives outside React: drags, pinches, wheel turns and live ticks only schedule a
 * redraw, and the plot draws at most once per frame. Test hooks: data-candles (loaded),
 * data-visible, data-first / data-last (times at the edges), data-x-min / data-x-max, data-axis-labels.
 */
export function CandleChart({ candles, precision, period, loading, failed, asOf, older, onRetry, onNeedOlder }: CandleChartProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const list = candles ?? NONE;
  const latest = useRef(list);
  const needOlder = useRef(onNeedOlder);
  const redraw = useRef<(() => void) | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  /** Tells the plot which candle the crosshair is on (by time, as indices shift when older pages arrive). */
  const pointedSink = useRef<((time: number | null) => void) | null>(null);

  useLayoutEffect(() => {
    latest.current = list;
    needOlder.current = onNeedOlder;
    redraw.current?.();
  });

  useEffect(() => {
    const el = box.current!;
    const marks: ChartMarks = { times: [], pointed: null };
    let shown: readonly Candle[] = NONE;
    let view: View = initialView(0);
    let draws = 0;
    const labels: string[][] = [[], []];
    const opts = chartOptions({ width: el.clientWidth, height: el.clientHeight }, precision, period, readChartTheme(el), marks);
    opts.hooks!.draw!.push((u) => {
      const { min = 0, max = -1 } = u.scales.x!;
      const first = Math.max(0, Math.ceil(min));
      const last = Math.min(marks.times.length - 1, Math.floor(max));
      el.dataset.draws = String(++draws);
      el.dataset.axisLabels = labels.flat().join(" ");
      el.dataset.candles = String(marks.times.length);
      el.dataset.visible = String(Math.max(0, last - first + 1));
      el.dataset.first = String(marks.times[first] ?? "");
      el.dataset.last = String(marks.times[last] ?? "");
      el.dataset.xMin = String(min);
      el.dataset.xMax = String(max);
    });
    for (const [i, axis] of opts.axes!.entries()) {
      const values = axis.values as (u: uPlot, splits: number[]) => string[];
      axis.values = (u: uPlot, splits: number[]) => (labels[i] = values(u, splits));
    }
    const u = new uPlot(opts, candleColumns(NONE), el);

    const apply = () => {
      const next = latest.current;
      if (next !== shown) {
        view = rebaseView(view, shown, next);
        shown = next;
        marks.times = next.map((c) => c.Time);
        u.setData(candleColumns(next));
      }
      if (next.length) u.setScale("x", xRange(view));
      else u.redraw(false);
      if (next.length && edges(view).first < LOAD_OLDER_MARGIN) needOlder.current();
    };
    const frame = oncePerFrame(apply);
    redraw.current = frame.schedule;

    const plotFraction = (x: number) => {
      const ratio = globalThis.devicePixelRatio || 1;
      return (x - u.bbox.left / ratio) / (u.bbox.width / ratio);
    };
    const detach = attachGestures(el, {
      pan(dx) {
        const span = edges(view).last - edges(view).first + 1;
        view = panView(view, shown.length, (-dx / (u.bbox.width / (globalThis.devicePixelRatio || 1))) * span);
        frame.schedule();
      },
      zoom(factor, x) {
        view = zoomView(view, shown.length, factor, plotFraction(x));
        frame.schedule();
      },
      point(x, tapped) {
        const fraction = x === null ? -1 : plotFraction(x);
        const time = fraction < 0 || fraction > 1 || !shown.length ? null : shown[candleAt(view, fraction)]!.Time;
        setPointed((now) => (tapped && time === now ? null : time));
      },
    });
    const markPointed = (time: number | null) => {
      const index = time === null ? -1 : firstAtOrAfter(shown, time);
      marks.pointed = index >= 0 && shown[index]?.Time === time ? index : null;
      frame.schedule();
    };
    pointedSink.current = markPointed;

    const resize = new ResizeObserver(() => {
      u.setSize({ width: el.clientWidth, height: el.clientHeight });
      frame.schedule();
    });
    resize.observe(el);
    frame.schedule();
    return () => {
      detach();
      resize.disconnect();
      frame.cancel();
      redraw.current = null;
      pointedSink.current = null;
      u.destroy();
    };
  }, [precision, period]);

  useEffect(() => pointedSink.current?.(pointed), [pointed, list]);

  const pointedIndex = pointed === null ? -1 : firstAtOrAfter(list, pointed);
  const pointedCandle = list[pointedIndex]?.Time === pointed ? list[pointedIndex] : undefined;
  const empty = list.length === 0;
  const time = asOf === undefined ? "" : fetchedTime(asOf);

  return (
    <div className="chart-wrap">
      <div ref={box} className={empty ? "chart chart-empty" : "chart"} data-testid="chart" data-period={period} />
      {pointedCandle && (
        <CrosshairReadout candle={pointedCandle} previous={list[pointedIndex - 1]} precision={precision} daily={period === "1day"} />
      )}
      {!pointedCandle && failed && asOf !== undefined && !empty && (
        <span className="chart-as-of muted" data-testid="chart-as-of">{t`as of ${time}`}</span>
      )}
      {older === "loading" && <span className="spinner small chart-older" data-testid="chart-older" />}
      {empty && (
        <div className="chart-overlay" data-testid="chart-empty">
          {loading ? (
            <span className="spinner small" />
          ) : failed ? (
            <div className="chart-failed">
              <span className="muted"><Trans>Could not load the chart.</Trans></span>
              <button type="button" className="chart-retry" onClick={onRetry} data-testid="chart-retry"><Trans>Retry</Trans></button>
            </div>
          ) : (
            <span className="muted"><Trans>No data</Trans></span>
          )}
        </div>
      )}
    </div>
  );
}
