import type uPlot from "uplot";
import { isDaily, type Period } from "#domain/instrument.ts";
import { timeTicks } from "./chart-time.ts";
import type { TagColours } from "./axis-tag.ts";
import { drawCandles, type CandleColours } from "./draw-candles.ts";
import { drawCrosshair, type PointedCandle } from "./draw-crosshair.ts";
import { drawLine } from "./draw-line.ts";
import { drawLiveLines, type LiveColours, type LiveQuote } from "./draw-live-lines.ts";
import type { LineColours } from "./draw-price-lines.ts";

export interface ChartTheme extends CandleColours {
  axis: string;
  grid: string;
  font: string;
  lines: LineColours;
  live: LiveColours;
  crosshairTag: TagColours;
  /** The line chart's stroke. */
  line: string;
}

/**
 * What the draw hooks read besides the columns: candle times by index, the crosshair's candle and
 * the live quote; the `…Drawn` fields are written back (what was inside the price range and drawn,
 * with its labels). The user's order lines have a layer of their own (order-line-layer.ts).
 */
export interface ChartMarks {
  times: readonly number[];
  pointed: PointedCandle | null;
  live: LiveQuote | null;
  pointedDrawn: { price: string; time: string } | null;
  liveDrawn: { bid?: string; ask?: string };
  /** A line through the closes instead of candlesticks. */
  line: boolean;
}

/** Colours come from the CSS custom properties so the canvas matches the theme. */
export function readChartTheme(el: HTMLElement): ChartTheme {
  const css = getComputedStyle(el);
  const v = (name: string) => css.getPropertyValue(name).trim();
  const [up, down, muted, bg] = [v("--up"), v("--down"), v("--muted"), v("--bg")];
  const font = `11px ${v("--mono")}`;
  return {
    up,
    down,
    axis: muted,
    grid: v("--line"),
    font,
    lines: { up, down, muted, labelBackground: bg, font: `11px ${v("--font")}` },
    live: { bid: v("--accent"), ask: muted, tagText: bg, font },
    crosshairTag: { background: v("--surface-2"), text: v("--text"), font },
    line: v("--accent"),
  };
}

const hiddenSeries = (): uPlot.Series => ({ paths: () => null, points: { show: false } });

/** Whole-candle steps only, so every time label sits on a candle. */
const INDEX_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

/**
 * x is the candle's index (not its time): market closures leave no gaps, and the range can hold
 * half a candle of room at each edge, which uPlot's ordinal scale does not allow.
 */
export function chartOptions(size: { width: number; height: number }, precision: number, period: Period, theme: ChartTheme, marks: ChartMarks): uPlot.Options {
  const daily = isDaily(period);
  const axis = { stroke: theme.axis, font: theme.font, grid: { stroke: theme.grid, width: 1 }, ticks: { show: false } };
  const timeAt = (index: number) => (Number.isInteger(index) ? marks.times[index] : undefined);
  return {
    ...size,
    legend: { show: false },
    // The chart's own gestures pan, zoom and point; uPlot's cursor stays out of the way.
    cursor: { show: false, drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: false, auto: false } },
    series: [{}, hiddenSeries(), hiddenSeries(), hiddenSeries(), hiddenSeries()],
    axes: [
      { ...axis, space: 70, incrs: INDEX_STEPS, values: (_u, splits) => timeTicks(splits.map(timeAt), daily) },
      { ...axis, side: 1, size: 60, values: (_u, splits) => splits.map((s) => s.toFixed(precision)) },
    ],
    hooks: {
      draw: [
        (u) => {
          if (marks.line) drawLine(u, theme.line);
          else drawCandles(u, theme);
          marks.liveDrawn = marks.live && marks.times.length ? drawLiveLines(u, marks.live, theme.live) : {};
          marks.pointedDrawn = marks.pointed && drawCrosshair(u, marks.pointed, theme.axis, theme.crosshairTag);
        },
      ],
    },
  };
}
