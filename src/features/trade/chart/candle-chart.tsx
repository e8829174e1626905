import { memo, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import "uplot/dist/uPlot.min.css";
import { isDaily, type Candle, type Period } from "#domain/instrument.ts";
import type { OlderState } from "#data/market/facade.ts";
import { openNewAlert } from "#routing/new-alert.ts";
import { useAppearanceKey } from "#styles/use-appearance.ts";
import { mountCandlePlot, type CandlePlot } from "./candle-plot.ts";
import { useChartKind } from "./chart-kind.ts";
import { fetchedTime } from "./chart-time.ts";
import { firstAtOrAfter } from "./chart-view.ts";
import type { ChartFeed } from "./chart-feed.ts";
import { CrosshairReadout } from "./crosshair-readout.tsx";
import { ChartIndicators } from "./chart-indicators.tsx";
import { indicatorLayer } from "./indicator-layer.ts";
import { useIndicatorChoices } from "./use-indicator-choices.ts";
import type { ChartLine } from "./line-labels.ts";
import type { HeldLine } from "./order-line-layer.ts";
import { useOrderLineLayer, type LineHandlers } from "./use-order-line-layer.ts";
import "./chart.css";

export interface CandleChartProps {
  /** The instrument shown: a long press opens a new alert on it at the pressed level. */
  instrumentId: number;
  /** The candles and the live Bid and Ask (drawn as lines across the chart), followed without rendering. */
  feed: ChartFeed;
  precision: number;
  period: Period;
  loading: boolean;
  /** The server could not answer; `asOf` (ms) dates the cached candles shown, if any. */
  failed: boolean;
  /** The candles are the ones the device kept, until the server's answer replaces them; `asOf` dates them. */
  saved: boolean;
  asOf: number | undefined;
  older: OlderState;
  onRetry: () => void;
  onNeedOlder: () => void;
  /** The user's levels on this instrument: entries, pending targets, stops. */
  lines?: readonly ChartLine[];
  /** What dragging or tapping those lines does. */
  lineHandlers?: LineHandlers;
  /** A dropped line kept at its new level while its change is asked and sent. */
  held?: HeldLine | null;
}

const NO_LINES: readonly ChartLine[] = [];

/** The candle at `time` and the one before it, the same objects until either is replaced. */
function candlesAt(feed: ChartFeed, time: number | null): [Candle | undefined, Candle | undefined] {
  const list = feed.candles();
  const index = time === null ? -1 : firstAtOrAfter(list, time);
  return list[index]?.Time === time ? [list[index], list[index - 1]] : [undefined, undefined];
}

/**
 * Candlesticks of one instrument and period (the page keys it per series) with its states. A tick
 * renders it only when what it shows in React changes (the chart turns empty or not, the pointed
 * candle moves); the plot follows the feed by itself.
 */
export const CandleChart = memo(function CandleChart(props: CandleChartProps) {
  const { instrumentId, feed, precision, period, loading, failed, saved, asOf, older, onRetry, onNeedOlder } = props;
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [indicators, chooseIndicators] = useIndicatorChoices();
  const [layer] = useState(() => indicatorLayer(precision, () => i18n.locale));
  const lineLayer = useOrderLineLayer(precision, {
    lines: props.lines ?? NO_LINES,
    handlers: props.lineHandlers,
    held: props.held ?? null,
    onLongPress: (level) => openNewAlert(router, instrumentId, level),
  });
  const box = useRef<HTMLDivElement>(null);
  const needOlder = useRef(onNeedOlder);
  const plot = useRef<CandlePlot | null>(null);
  /** The crosshair's candle, by time: indices shift when older pages arrive. */
  const [pointed, setPointed] = useState<number | null>(null);
  const latestPointed = useRef(pointed);
  const empty = useSyncExternalStore(feed.subscribe, () => feed.candles().length === 0);
  const pointedCandle = useSyncExternalStore(feed.subscribe, () => candlesAt(feed, pointed)[0]);
  const previousCandle = useSyncExternalStore(feed.subscribe, () => candlesAt(feed, pointed)[1]);
  const [away, setAway] = useState(false);
  const kind = useChartKind();
  // The canvas takes its colours from the theme's CSS when it is made: a new theme makes it anew.
  const appearance = useAppearanceKey();

  // Not at every render: the user's lines changing (every revaluation of a position) redraw their own layer only.
  useLayoutEffect(() => {
    needOlder.current = onNeedOlder;
    latestPointed.current = pointed;
    layer.choose(indicators);
    plot.current?.update(pointed);
  }, [onNeedOlder, layer, indicators, pointed, i18n.locale]);
  useLayoutEffect(() => feed.subscribe(() => plot.current?.update(latestPointed.current)), [feed]);

  useEffect(() => {
    let made: CandlePlot | undefined;
    // Made in a task of its own, the chart's costliest step: a tick's synchronous render runs the
    // effects still pending first, and the plot's making and first draw made that task a long one.
    const making = setTimeout(() => {
      made = mountCandlePlot(box.current!, {
        precision,
        period,
        line: kind === "line",
        candles: feed.candles,
        quote: feed.quote,
        needOlder: () => needOlder.current(),
        point: (time, tapped) => setPointed((now) => (tapped && time === now ? null : time)),
        away: setAway,
        drawMore: layer.draw,
        overlay: lineLayer,
      });
      plot.current = made;
    });
    return () => {
      clearTimeout(making);
      made?.destroy();
      plot.current = null;
    };
  }, [precision, period, kind, appearance, layer, lineLayer, feed]);

  const time = asOf === undefined ? "" : fetchedTime(asOf);

  return (
    <>
      <div className="chart-wrap">
        <div ref={box} className={empty ? "chart chart-empty" : "chart"} data-testid="chart" data-period={period} data-kind={kind} data-saved={saved || undefined} />
        {pointedCandle && (
          <CrosshairReadout candle={pointedCandle} previous={previousCandle} precision={precision} daily={isDaily(period)} />
        )}
        {!pointedCandle && (failed || saved) && asOf !== undefined && !empty && (
          <span className="chart-as-of muted" data-testid="chart-as-of">{t`as of ${time}`}</span>
        )}
        {away && !empty && (
          <button type="button" className="chart-latest" onClick={() => plot.current?.latest()} data-testid="chart-latest">{t`Back to latest`}</button>
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
      <ChartIndicators layer={layer} choices={indicators} onChange={chooseIndicators} />
    </>
  );
});
