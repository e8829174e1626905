import type uPlot from "uplot";
import { formatPrice } from "#domain/format/format-price.ts";
import { drawAxisTag } from "./axis-tag.ts";
import type { LineGestureHandlers } from "./chart-gestures.ts";
import { readChartTheme, type ChartTheme } from "./chart-options.ts";
import { drawPriceLines, type Tone } from "./draw-price-lines.ts";
import { isDraggable, type ChartLine } from "./line-labels.ts";
import { levelAt, nearestLine } from "./line-geometry.ts";
import type { LineRole } from "./order-lines.ts";

/** What a dragged line at a level would do: why the server would refuse it, or its result if hit. */
export interface LineVerdict {
  problem?: string;
  detail?: string;
  detailTone?: Tone;
}

/** A line kept at a new level while its change is confirmed and sent. */
export interface HeldLine {
  orderId: number;
  role: LineRole;
  level: string;
}

export interface LineLayerEvents {
  judge(line: ChartLine, level: string): LineVerdict;
  /** A line dropped at a level it may go to. */
  drop(line: ChartLine, level: string): void;
  tap(line: ChartLine): void;
  longPress(level: string): void;
}

interface Drag {
  line: ChartLine;
  level: string;
  verdict: LineVerdict;
}

interface Attached {
  u: uPlot;
  el: HTMLElement;
  /** Asks the plot for a draw at the next frame, which draws these lines last. */
  redraw: () => void;
  note: HTMLElement;
  theme: ChartTheme;
}

const same = (a: Pick<HeldLine, "orderId" | "role">, b: Pick<HeldLine, "orderId" | "role">) => a.orderId === b.orderId && a.role === b.role;
/** Canvas pixels per CSS pixel. */
const ratio = () => globalThis.devicePixelRatio || 1;
/** The note sits this far (CSS pixels) above its line, or below it near the top. */
const NOTE_GAP = 34;

/**
 * The user's lines, drawn last on the plot's canvas at each of its draws: a change of the book (a
 * position's P&L at every revaluation) or a drag asks the plot for a draw at the next frame. A
 * canvas of their own would cost a second plot-sized canvas for the compositor to take each time
 * a tick and the book move them both, which at 4× CPU made a frame over 50 ms; redrawing the
 * candles instead costs a few milliseconds. The indicator panes skip the draws that leave them as
 * they are (indicator-layer.ts). The line being dragged
 * shows its level on the price scale, its result if hit, and why it would be refused in a note on
 * the line. Test hooks on the chart element: data-lines (label, price, drawn), data-order-lines
 * (order, role, level, y in CSS pixels from the chart's top, drawn, detail) and data-drag.
 */
export function orderLineLayer(precision: number, locale: () => string, events: LineLayerEvents) {
  let lines: readonly ChartLine[] = [];
  let held: HeldLine | null = null;
  let grabbed: ChartLine | null = null;
  let drag: Drag | null = null;
  let drawn: { line: ChartLine; y: number }[] = [];
  let at: Attached | null = null;

  const placed = (line: ChartLine): ChartLine => {
    if (drag && same(drag.line, line)) {
      const { detail, detailTone } = drag.verdict;
      return { ...line, price: Number(drag.level), level: drag.level, strong: true, detail, detailTone };
    }
    if (held && same(held, line)) return { ...line, price: Number(held.level), level: held.level, strong: true, detail: undefined };
    return line;
  };

  /** CSS pixels from the chart's top to a page y. */
  const chartY = (pageY: number) => pageY - at!.u.ctx.canvas.getBoundingClientRect().top;
  const levelAtY = (pageY: number) => {
    const { u } = at!;
    const plotTop = u.bbox.top / ratio();
    const y = Math.min(Math.max(chartY(pageY) - plotTop, 0), u.bbox.height / ratio());
    return levelAt(u.posToVal(y, "y"), precision);
  };

  function draw(): void {
    if (!at) return;
    const { u, el, note, theme } = at;
    const shown = lines.map(placed);
    const inside = drawPriceLines(u.ctx, u, shown, theme.lines);
    drawn = shown.map((line, i) => ({ line, y: inside[i] ? u.valToPos(line.price, "y", true) / ratio() : Number.NaN }));
    const moving = drag?.line ?? held;
    const movingAt = moving && drawn.find((d) => same(d.line, moving));
    if (movingAt && !Number.isNaN(movingAt.y)) {
      const colour = movingAt.line.tone === "muted" ? theme.lines.muted : theme.lines[movingAt.line.tone];
      drawAxisTag(u, "price", movingAt.y * ratio(), formatPrice(movingAt.line.level, precision, locale()), { background: colour, text: theme.live.tagText, font: theme.font });
    }
    const problem = drag?.verdict.problem;
    note.hidden = !problem || !movingAt;
    if (problem && movingAt) {
      if (note.textContent !== problem) note.textContent = problem;
      note.style.top = `${movingAt.y > NOTE_GAP ? movingAt.y - NOTE_GAP : movingAt.y + 6}px`;
    }
    el.dataset.lines = JSON.stringify(drawn.map(({ line, y }) => ({ label: line.label, price: line.price, shown: !Number.isNaN(y) })));
    el.dataset.orderLines = JSON.stringify(drawn.map(({ line, y }) => ({ orderId: line.orderId, role: line.role, level: line.level, y, shown: !Number.isNaN(y), detail: line.detail ?? "" })));
    el.dataset.drag = drag ? JSON.stringify({ orderId: drag.line.orderId, role: drag.line.role, level: drag.level, problem: problem ?? "" }) : "";
  }
  const redraw = () => at?.redraw();

  const gestures: LineGestureHandlers = {
    grab(pageY) {
      if (!at) return null;
      const y = chartY(pageY);
      const found = drawn[nearestLine(drawn.map((d) => d.y), y)];
      grabbed = found ? (lines.find((line) => same(line, found.line)) ?? null) : null;
      return grabbed && (isDraggable(grabbed) ? "drag" : "tap");
    },
    dragLine(pageY) {
      const level = at && grabbed ? levelAtY(pageY) : undefined;
      if (!level || !grabbed) return;
      drag = { line: grabbed, level, verdict: events.judge(grabbed, level) };
      redraw();
    },
    dropLine(done) {
      const dropped = drag;
      [drag, grabbed] = [null, null];
      if (done && dropped && !dropped.verdict.problem && dropped.level !== dropped.line.level) {
        held = { orderId: dropped.line.orderId, role: dropped.line.role, level: dropped.level };
        events.drop(dropped.line, dropped.level);
      }
      redraw();
    },
    tapLine() {
      if (grabbed) events.tap(grabbed);
      grabbed = null;
    },
    longPress(pageY) {
      const level = at ? levelAtY(pageY) : undefined;
      if (level) events.longPress(level);
    },
  };

  return {
    /** The user's lines now: drawn with the plot at the next frame. */
    show(next: readonly ChartLine[]): void {
      lines = next;
      redraw();
    },
    /** The line kept at its new level while its change is asked and sent; null lets it go back to its order's level. */
    hold(next: HeldLine | null): void {
      held = next;
      redraw();
    },
    /** Puts the layer on a plot just made inside `el`, whose draw at the next frame `redraw` asks for; returns its removal. */
    attach(u: uPlot, el: HTMLElement, redrawPlot: () => void): () => void {
      const note = document.createElement("div");
      note.className = "chart-line-note";
      note.dir = "auto";
      note.hidden = true;
      note.setAttribute("role", "status");
      note.dataset.testid = "chart-line-note";
      el.append(note);
      at = { u, el, redraw: redrawPlot, note, theme: readChartTheme(el) };
      return () => {
        note.remove();
        at = null;
        drawn = [];
      };
    },
    /** Draws now: a draw hook of the plot, after all its other drawing. */
    draw,
    gestures,
  };
}

export type OrderLineLayer = ReturnType<typeof orderLineLayer>;
