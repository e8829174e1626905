import { i18n } from "@lingui/core";
import uPlot from "uplot";
import { isDaily, type Candle, type Period } from "#domain/instrument.ts";
import type { BidAsk } from "#domain/trading/prices.ts";
import { formatPrice } from "#domain/format/format-price.ts";
import { candleColumns } from "./candle-columns.ts";
import { attachGestures, type LineGestureHandlers } from "./chart-gestures.ts";
import { chartOptions, readChartTheme, type ChartMarks } from "./chart-options.ts";
import { candleTime } from "./chart-time.ts";
import type { LiveQuote } from "./draw-live-lines.ts";
import { LOAD_OLDER_MARGIN, candleAt, edges, firstAtOrAfter, initialView, panView, rebaseView, showsLatest, xRange, zoomView, type View } from "./chart-view.ts";
import { oncePerFrame } from "./once-per-frame.ts";

export interface CandlePlotInput {
  precision: number;
  period: Period;
  /** A line through the closes instead of candlesticks. */
  line: boolean;
  /** The candles to show now; read at each frame. */
  candles(): readonly Candle[];
  /** The live Bid and Ask, drawn as lines; read at each frame. */
  quote(): BidAsk | undefined;
  /** Called while fewer than LOAD_OLDER_MARGIN candles are left off-screen to the left. */
  needOlder(): void;
  /** A tap or a hovering mouse points at the candle of this time; null hides the crosshair. */
  point(time: number | null, tapped: boolean): void;
  /** A pan or zoom moved the view off the latest candles (true), or back onto them (false). */
  away(away: boolean): void;
  /** Draws more over the candles at each draw (the indicators); `pointed` is the crosshair's candle index. */
  drawMore?(u: uPlot, candles: readonly Candle[], pointed: number | null): void;
  /** Drawn last at each of the plot's draws (the user's lines): put in place once the plot is made with a way to ask for a draw, given the line gestures. */
  overlay?: PlotOverlay;
}

export interface PlotOverlay {
  attach(u: uPlot, el: HTMLElement, redraw: () => void): () => void;
  draw(): void;
  gestures: LineGestureHandlers;
}

export interface CandlePlot {
  /** Candles, the quote or the crosshair changed: draw at the next frame. */
  update(pointed: number | null): void;
  /** Back to the newest candles at the opening zoom. */
  latest(): void;
  destroy(): void;
}

const NONE: readonly Candle[] = [];
const cssWidth = (u: uPlot) => u.bbox.width / (globalThis.devicePixelRatio || 1);

/**
 * The uPlot canvas with its view (which candles show) and gestures, outside React: drags,
 * pinches, wheel turns and live ticks only schedule a frame, so the plot draws at most once per
 * frame. Test hooks on `el`: data-candles (loaded), data-visible, data-first / data-last (times
 * at the edges), data-x-min / data-x-max, data-axis-labels, data-draws, data-live (the bid and ask
 * tags drawn), data-crosshair-tags (the crosshair's price and time tags), data-plot-right (CSS
 * pixels from the left to the price scale).
 */
export function mountCandlePlot(el: HTMLElement, input: CandlePlotInput): CandlePlot {
  const marks: ChartMarks = { times: [], pointed: null, live: null, pointedDrawn: null, liveDrawn: {}, line: input.line };
  const labels: string[][] = [[], []];
  let shown: readonly Candle[] = NONE;
  let view: View = initialView(0);
  let pointedTime: number | null = null;
  let quote: BidAsk | undefined;
  let away = false;
  let draws = 0;

  const opts = chartOptions({ width: el.clientWidth, height: el.clientHeight }, input.precision, input.period, readChartTheme(el), marks);
  for (const [i, axis] of opts.axes!.entries()) {
    const values = axis.values as (u: uPlot, splits: number[]) => string[];
    axis.values = (u: uPlot, splits: number[]) => (labels[i] = values(u, splits));
  }
  opts.hooks!.draw!.push((u) => input.drawMore?.(u, shown, marks.pointed?.index ?? null));
  opts.hooks!.draw!.push(() => input.overlay?.draw());
  opts.hooks!.draw!.push((u) => publish(el, u, marks, labels, ++draws));
  const u = new uPlot(opts, candleColumns(NONE), el);

  const show = () => {
    const next = input.candles();
    if (next !== shown) {
      view = rebaseView(view, shown, next);
      shown = next;
      marks.times = next.map((c) => c.Time);
      u.setData(candleColumns(next));
    }
    const nextQuote = input.quote();
    if (nextQuote !== quote) {
      quote = nextQuote;
      marks.live = quote ? liveQuote(quote, input.precision) : null;
    }
    const index = pointedTime === null ? -1 : firstAtOrAfter(shown, pointedTime);
    const candle = shown[index];
    marks.pointed = candle?.Time === pointedTime
      ? { index, price: formatPrice(candle.Close, input.precision, i18n.locale), time: candleTime(candle.Time, isDaily(input.period)) }
      : null;
    if (next.length) u.setScale("x", xRange(view));
    else u.redraw(false);
    if (next.length && edges(view).first < LOAD_OLDER_MARGIN) input.needOlder();
    const off = !showsLatest(view, next.length);
    if (off !== away) input.away((away = off));
  };
  const frame = oncePerFrame(show);
  const detachOverlay = input.overlay?.attach(u, el, frame.schedule);

  const plotFraction = (x: number) => (x - u.bbox.left / (globalThis.devicePixelRatio || 1)) / cssWidth(u);
  const detach = attachGestures(el, {
    pan(dx) {
      const { first, last } = edges(view);
      view = panView(view, shown.length, (-dx / cssWidth(u)) * (last - first + 1));
      frame.schedule();
    },
    zoom(factor, x) {
      view = zoomView(view, shown.length, factor, plotFraction(x));
      frame.schedule();
    },
    point(x, tapped) {
      const fraction = x === null ? -1 : plotFraction(x);
      input.point(fraction < 0 || fraction > 1 || !shown.length ? null : shown[candleAt(view, fraction)]!.Time, tapped);
    },
  }, input.overlay?.gestures);
  const resize = new ResizeObserver(() => {
    u.setSize({ width: el.clientWidth, height: el.clientHeight });
    frame.schedule();
  });
  resize.observe(el);
  // Candles already in are shown at once, not at the next frame: uPlot lays out an empty plot without
  // its axes, and a paint of that layout before the frame would move the plot area (a layout shift).
  // An empty plot waits for the frame: a redraw before uPlot's first commit would cancel its sizing.
  if (input.candles().length) show();
  else frame.schedule();

  return {
    update(pointed) {
      pointedTime = pointed;
      frame.schedule();
    },
    latest() {
      view = initialView(shown.length);
      frame.schedule();
    },
    destroy() {
      detach();
      detachOverlay?.();
      resize.disconnect();
      frame.cancel();
      u.destroy();
    },
  };
}

function liveQuote({ Bid, Ask }: BidAsk, precision: number): LiveQuote {
  return { bid: Number(Bid), ask: Number(Ask), bidLabel: formatPrice(Bid, precision, i18n.locale), askLabel: formatPrice(Ask, precision, i18n.locale) };
}

/** What was drawn, for the e2e tests (the canvas holds no text or candles to query). */
function publish(el: HTMLElement, u: uPlot, { times, liveDrawn, pointedDrawn }: ChartMarks, labels: string[][], draws: number): void {
  const { min = 0, max = -1 } = u.scales.x!;
  const first = Math.max(0, Math.ceil(min));
  const last = Math.min(times.length - 1, Math.floor(max));
  el.dataset.draws = String(draws);
  el.dataset.axisLabels = labels.flat().join(" ");
  el.dataset.candles = String(times.length);
  el.dataset.visible = String(Math.max(0, last - first + 1));
  el.dataset.first = String(times[first] ?? "");
  el.dataset.last = String(times[last] ?? "");
  el.dataset.xMin = String(min);
  el.dataset.xMax = String(max);
  el.dataset.live = JSON.stringify(liveDrawn);
  el.dataset.crosshairTags = JSON.stringify(pointedDrawn);
  el.dataset.plotRight = String((u.bbox.left + u.bbox.width) / (globalThis.devicePixelRatio || 1));
}
