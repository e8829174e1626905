import type uPlot from "uplot";
import type { Period } from "../../domain/instrument.ts";
import { drawCandles, type CandleColours } from "./draw-candles.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** Axis label for a candle time: month-day for daily candles, 24-hour clock otherwise. */
export function timeTick(seconds: number, daily: boolean): string {
  const d = new Date(seconds * 1000);
  return daily ? `${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface ChartTheme extends CandleColours {
  axis: string;
  grid: string;
  font: string;
}

/** Colours come from the CSS custom properties so the canvas matches the theme. */
export function readChartTheme(el: HTMLElement): ChartTheme {
  const css = getComputedStyle(el);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return { up: v("--up"), down: v("--down"), axis: v("--muted"), grid: v("--line"), font: `11px ${v("--mono")}` };
}

const hiddenSeries = (): uPlot.Series => ({ paths: () => null, points: { show: false } });

export function chartOptions(size: { width: number; height: number }, precision: number, period: Period, theme: ChartTheme): uPlot.Options {
  const daily = period === "1day";
  const axis = { stroke: theme.axis, font: theme.font, grid: { stroke: theme.grid, width: 1 }, ticks: { show: false } };
  return {
    ...size,
    legend: { show: false },
    // Touch scrolling must move the page, not zoom the chart.
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    scales: { x: { time: true, distr: 2 } },
    series: [{}, hiddenSeries(), hiddenSeries(), hiddenSeries(), hiddenSeries()],
    axes: [
      { ...axis, space: 70, values: (_u, splits) => splits.map((s) => timeTick(s, daily)) },
      { ...axis, side: 1, size: 64, values: (_u, splits) => splits.map((s) => s.toFixed(precision)) },
    ],
    hooks: { draw: [(u) => drawCandles(u, theme)] },
  };
}
