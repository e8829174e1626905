import type uPlot from "uplot";
import type { Candle } from "#domain/instrument.ts";
import { OVERLAY_KINDS, type IndicatorChoice, type IndicatorKind } from "#domain/indicators/indicator-choice.ts";
import { studySeries, type StudySeries } from "#domain/indicators/study.ts";
import { layOutDecimal } from "#domain/format/lay-out-decimal.ts";
import { shownIndices } from "./draw-candles.ts";
import { drawHistogram, drawLine, valueRange, type PlotMap } from "./draw-indicator-lines.ts";

/** Where an indicator shows its values as text and, in a pane, draws its lines. */
export interface IndicatorParts {
  readout: HTMLElement | null;
  canvas: HTMLCanvasElement | null;
  /** The pane's CSS height, measured once when bound: reading it at each frame would force a layout per tick. */
  height: number;
}

export interface IndicatorColours {
  /** One colour per indicator, by its place in the list (the legend uses the same, see indicators.css). */
  palette: readonly string[];
  /** MACD's signal and the stochastic's %D: the text colour, distinct from every palette colour in every theme. */
  second: string;
  up: string;
  down: string;
  guide: string;
  axis: string;
  font: string;
}

/** Oscillators on a fixed scale, and the levels traders read them by. */
const SCALES: Partial<Record<IndicatorKind, { fixed?: [number, number]; guides: number[] }>> = {
  rsi: { fixed: [0, 100], guides: [30, 70] },
  stochastic: { fixed: [0, 100], guides: [20, 80] },
  macd: { guides: [0] },
};

/** CSS pixels of room above and below a pane's lines. */
const PANE_PAD = 6;

/**
 * All a pane's picture depends on: its size, the x scale and plot box (pan, zoom, resize), the
 * language of its guide labels, its colour, and its series' lengths and last values. A tick moves only
 * the last candle, whose values every study recomputes in place (study.ts) while the earlier ones
 * stay; so the frames the candle plot draws for anything else (the live Bid/Ask lines on a tick that
 * leaves the close, the crosshair, an order line) leave the panes as they are.
 */
function paneScene(u: uPlot, study: Study, colour: string, width: number, height: number, locale: string): string {
  const { min, max } = u.scales.x;
  const ends = study.series.columns.map((column) => `${column.length}:${column[column.length - 1]}`);
  return `${study.key}|${width}x${height}|${min}:${max}|${u.bbox.left}:${u.bbox.width}|${locale}|${colour}|${ends.join("|")}`;
}

function readIndicatorColours(el: HTMLElement): IndicatorColours {
  const css = getComputedStyle(el);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    palette: [1, 2, 3, 4, 5, 6].map((n) => v(`--indicator-${n}`)),
    second: v("--text"),
    up: v("--up"),
    down: v("--down"),
    guide: v("--line"),
    axis: v("--muted"),
    font: `10px ${v("--mono")}`,
  };
}

interface Study {
  key: string;
  series: StudySeries;
}

const keyOf = ({ id, kind, params, source }: IndicatorChoice) => JSON.stringify([id, kind, params, source]);

/**
 * The chart's indicators outside React, like the plot: each frame brings their series up to the
 * candles (a tick costs O(1) per indicator, see study.ts), draws the overlays over the candles and
 * the oscillators in their panes, on the candles' x positions, and writes the values of the
 * pointed (or latest) candle into the readouts. Test hooks: data-points on each readout (points
 * drawn) and data-index (the candle whose values it shows).
 */
export function indicatorLayer(precision: number, locale: () => string) {
  let studies: Study[] = [];
  const parts = new Map<number, IndicatorParts>();
  let colours: IndicatorColours | null = null;
  /** What each pane's canvas shows now, so a frame that would draw the same picture leaves it alone. */
  const panes = new WeakMap<IndicatorParts, { scene: string; points: number }>();

  const digits = (kind: IndicatorKind) => (OVERLAY_KINDS.has(kind) ? precision : kind === "macd" ? precision + 1 : 2);
  const text = (kind: IndicatorKind, values: number[]) =>
    values.map((v) => (Number.isNaN(v) ? "--" : layOutDecimal(v.toFixed(digits(kind)), locale()))).join(" ");

  function drawOverlay(u: uPlot, study: Study, colour: string, first: number, last: number): number {
    const { ctx, bbox } = u;
    const map: PlotMap = { x: (i) => u.valToPos(i, "x", true), y: (v) => u.valToPos(v, "y", true) };
    ctx.save();
    ctx.beginPath();
    ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
    ctx.clip();
    const width = 1.25 * (globalThis.devicePixelRatio || 1);
    const drawn = study.series.columns.reduce((sum, column) => sum + drawLine(ctx, column, first, last, map, colour, width), 0);
    ctx.restore();
    return drawn;
  }

  function drawPane(u: uPlot, study: Study, parts: IndicatorParts, colour: string, c: IndicatorColours, first: number, last: number): number {
    const { canvas, height: cssHeight } = parts;
    if (!canvas) return 0;
    const ratio = globalThis.devicePixelRatio || 1;
    const [width, height] = [Math.round(u.width * ratio), Math.round(cssHeight * ratio)];
    const seen = paneScene(u, study, colour, width, height, locale());
    const drawnBefore = panes.get(parts);
    if (drawnBefore && drawnBefore.scene === seen) return drawnBefore.points;
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    const ctx = canvas.getContext("2d");
    if (!ctx) return 0;
    ctx.clearRect(0, 0, width, height);
    const { kind } = study.series.choice;
    const scale = SCALES[kind] ?? { guides: [] };
    const columns = study.series.columns;
    const [low, high] = scale.fixed ?? valueRange(columns, first, last, scale.guides);
    const [top, bottom] = [PANE_PAD * ratio, height - PANE_PAD * ratio];
    const map: PlotMap = { x: (i) => u.valToPos(i, "x", true), y: (v) => bottom - ((v - low) / (high - low)) * (bottom - top) };
    const plotRight = u.bbox.left + u.bbox.width;
    ctx.font = c.font.replace(/^(\d+)px/, (_, size: string) => `${Number(size) * ratio}px`);
    ctx.textBaseline = "middle";
    for (const guide of scale.guides) {
      const y = Math.round(map.y(guide));
      ctx.fillStyle = c.guide;
      ctx.fillRect(u.bbox.left, y, u.bbox.width, Math.max(1, Math.round(ratio)));
      ctx.fillStyle = c.axis;
      ctx.fillText(layOutDecimal(String(guide), locale()), plotRight + 6 * ratio, y);
    }
    ctx.save();
    ctx.beginPath();
    ctx.rect(u.bbox.left, 0, u.bbox.width, height);
    ctx.clip();
    const line = 1.25 * ratio;
    let drawn = 0;
    if (kind === "macd") {
      const column = u.bbox.width / Math.max(1, last - first + 1);
      drawn += drawHistogram(ctx, columns[2]!, first, last, map, Math.max(ratio, column * 0.6), c);
    }
    drawn += drawLine(ctx, columns[0]!, first, last, map, colour, line);
    if (kind === "macd" || kind === "stochastic") drawn += drawLine(ctx, columns[1]!, first, last, map, c.second, line);
    ctx.restore();
    panes.set(parts, { scene: seen, points: drawn });
    return drawn;
  }

  return {
    /** The chosen indicators, in order; one whose choice did not change keeps its series. */
    choose(choices: readonly IndicatorChoice[]): void {
      studies = choices.map((choice) => {
        const key = keyOf(choice);
        return studies.find((s) => s.key === key) ?? { key, series: studySeries(choice) };
      });
    },
    bind(id: number, found: IndicatorParts | null): void {
      if (found) parts.set(id, found);
      else parts.delete(id);
    },
    /** A draw hook of the candle plot: `pointed` is the crosshair's candle index. */
    draw(u: uPlot, candles: readonly Candle[], pointed: number | null): void {
      colours ??= readIndicatorColours(u.root);
      const [first, last] = shownIndices(u);
      const at = pointed ?? candles.length - 1;
      studies.forEach((study, place) => {
        study.series.follow(candles);
        const colour = colours!.palette[place % colours!.palette.length]!;
        const found = parts.get(study.series.choice.id);
        const drawn = OVERLAY_KINDS.has(study.series.choice.kind)
          ? drawOverlay(u, study, colour, first, last)
          : found ? drawPane(u, study, found, colour, colours!, first, last) : 0;
        const readout = found?.readout;
        if (!readout) return;
        const shown = at < 0 ? "" : text(study.series.choice.kind, study.series.columns.map((column) => column[at] ?? NaN));
        if (readout.textContent !== shown) readout.textContent = shown;
        readout.dataset.points = String(drawn);
        readout.dataset.index = String(at);
      });
    },
  };
}

export type IndicatorLayer = ReturnType<typeof indicatorLayer>;
