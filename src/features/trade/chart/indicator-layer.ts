import type uPlot from "uplot";
import type { Candle } from "#domain/instrument.ts";
import { OVERLAY_KINDS, type IndicatorChoice, type IndicatorKind } from "#domain/indicators/indicator-choice.ts";
import { studySeries, type StudySeries } from "#domain/indicators/study.ts";
import { layOutDecimal } from "#domain/format/lay-out-decimal.ts";
import { shownIndices } from "./draw-candles.ts";
import { drawHistogram, drawLine, valueRange, type PlotMap } from "./draw-indicator-lines.ts";

/** Where an indicator shows its values as text and, in a pane, its band of the panes' canvas. */
export interface IndicatorParts {
  readout: HTMLElement | null;
  /**
   * The pane's band on the panes' canvas, CSS pixels from the canvas's top, measured once when
   * bound: reading them at each frame would force a layout per tick. An overlay has none.
   */
  band: { top: number; height: number } | null;
}

/** The one canvas behind every pane, with its CSS height measured when bound. */
export interface PanesCanvas {
  canvas: HTMLCanvasElement;
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
 * All a pane's picture depends on: its band, the x scale and plot box (pan, zoom, resize), the
 * language of its guide labels, its colour, and its series' lengths and last values. A tick moves only
 * the last candle, whose values every study recomputes in place (study.ts) while the earlier ones
 * stay; so the frames the candle plot draws for anything else (the live Bid/Ask lines on a tick that
 * leaves the close, the crosshair, an order line) leave the panes as they are.
 */
function paneScene(u: uPlot, study: Study, colour: string, top: number, height: number, locale: string): string {
  const { min, max } = u.scales.x;
  const ends = study.series.columns.map((column) => `${column.length}:${column[column.length - 1]}`);
  return `${study.key}|${top}+${height}|${min}:${max}|${u.bbox.left}:${u.bbox.width}|${locale}|${colour}|${ends.join("|")}`;
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

/** A pane to draw: its study and colour, and its band of the panes' canvas in canvas pixels. */
interface ShownPane {
  study: Study;
  colour: string;
  top: number;
  height: number;
}

const keyOf = ({ id, kind, params, source }: IndicatorChoice) => JSON.stringify([id, kind, params, source]);

/**
 * The chart's indicators outside React, like the plot: each frame brings their series up to the
 * candles (a tick costs O(1) per indicator, see study.ts), draws the overlays over the candles and
 * the oscillators in their panes, on the candles' x positions, and writes the values of the
 * pointed (or latest) candle into the readouts. Every pane draws in its band of one canvas behind
 * them all: a tick moves every oscillator, and each canvas that changes in a frame is one more
 * bitmap the compositor takes, which at 4× CPU made frames over 50 ms. Test hooks: data-points on
 * each readout (points drawn) and data-index (the candle whose values it shows).
 */
export function indicatorLayer(precision: number, locale: () => string) {
  let studies: Study[] = [];
  const parts = new Map<number, IndicatorParts>();
  let colours: IndicatorColours | null = null;
  let panesCanvas: PanesCanvas | null = null;
  /** What the panes' canvas shows now and the points each pane drew, so a frame that would draw the same picture leaves it alone. */
  let drawnPanes: { scene: string; points: Map<number, number> } | null = null;

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

  /** Draws one pane in its band of the panes' canvas; returns the points drawn. */
  function drawPane(ctx: CanvasRenderingContext2D, u: uPlot, { study, colour, top, height }: ShownPane, c: IndicatorColours, first: number, last: number): number {
    const ratio = globalThis.devicePixelRatio || 1;
    ctx.save();
    ctx.translate(0, top);
    const { kind } = study.series.choice;
    const scale = SCALES[kind] ?? { guides: [] };
    const columns = study.series.columns;
    const [low, high] = scale.fixed ?? valueRange(columns, first, last, scale.guides);
    const [upper, lower] = [PANE_PAD * ratio, height - PANE_PAD * ratio];
    const map: PlotMap = { x: (i) => u.valToPos(i, "x", true), y: (v) => lower - ((v - low) / (high - low)) * (lower - upper) };
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
    ctx.restore();
    return drawn;
  }

  /** Draws every pane on the panes' canvas, unless the picture would be the same; returns the points each pane drew, by choice id. */
  function drawPanes(u: uPlot, c: IndicatorColours, first: number, last: number): Map<number, number> {
    if (!panesCanvas) return new Map();
    const { canvas } = panesCanvas;
    const ratio = globalThis.devicePixelRatio || 1;
    const [width, height] = [Math.round(u.width * ratio), Math.round(panesCanvas.height * ratio)];
    const shown = studies.flatMap((study, place): ShownPane[] => {
      const band = parts.get(study.series.choice.id)?.band;
      if (OVERLAY_KINDS.has(study.series.choice.kind) || !band) return [];
      const colour = c.palette[place % c.palette.length]!;
      return [{ study, colour, top: Math.round(band.top * ratio), height: Math.round(band.height * ratio) }];
    });
    const scene = [`${width}x${height}`, ...shown.map((pane) => paneScene(u, pane.study, pane.colour, pane.top, pane.height, locale()))].join("\n");
    if (drawnPanes?.scene === scene) return drawnPanes.points;
    if (canvas.width !== width || canvas.height !== height) [canvas.width, canvas.height] = [width, height];
    const ctx = canvas.getContext("2d");
    if (!ctx) return new Map();
    ctx.clearRect(0, 0, width, height);
    const points = new Map(shown.map((pane) => [pane.study.series.choice.id, drawPane(ctx, u, pane, c, first, last)]));
    drawnPanes = { scene, points };
    return points;
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
    /** The canvas behind the panes, or null once it is gone. */
    bindPanes(found: PanesCanvas | null): void {
      panesCanvas = found;
      drawnPanes = null;
    },
    /** A draw hook of the candle plot: `pointed` is the crosshair's candle index. */
    draw(u: uPlot, candles: readonly Candle[], pointed: number | null): void {
      colours ??= readIndicatorColours(u.root);
      const [first, last] = shownIndices(u);
      const at = pointed ?? candles.length - 1;
      for (const study of studies) study.series.follow(candles);
      const panePoints = drawPanes(u, colours, first, last);
      studies.forEach((study, place) => {
        const colour = colours!.palette[place % colours!.palette.length]!;
        const found = parts.get(study.series.choice.id);
        const drawn = OVERLAY_KINDS.has(study.series.choice.kind) ? drawOverlay(u, study, colour, first, last) : (panePoints.get(study.series.choice.id) ?? 0);
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
