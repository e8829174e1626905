import type uPlot from "uplot";
import type { CandleColours } from "./draw-candles.ts";

export type Tone = "up" | "down" | "muted";

/** A labelled horizontal level over the candles (an entry, a pending target, a stop). */
export interface PriceLine {
  /** Pixel placement only; the order's price itself stays a decimal string elsewhere. */
  price: number;
  label: string;
  tone: Tone;
  /** Drawn after the label in its own colour: a position's live P&L, a dragged level's result. */
  detail?: string;
  detailTone?: Tone;
  /** Drawn solid and thicker: the line being dragged. */
  strong?: boolean;
}

export interface LineColours extends CandleColours {
  muted: string;
  /** Behind a label, so it reads over the candles. */
  labelBackground: string;
  font: string;
}

/**
 * Draws on `ctx` (a canvas the size of the plot's) a dashed line across the plot at each level
 * inside the price range, with its label boxed at the start. Returns, per line, whether it was
 * inside the range and drawn.
 */
export function drawPriceLines(ctx: CanvasRenderingContext2D, u: Pick<uPlot, "bbox" | "valToPos">, lines: readonly PriceLine[], colours: LineColours): boolean[] {
  const { bbox } = u;
  const pxRatio = globalThis.devicePixelRatio || 1;
  const pad = 3 * pxRatio;
  const height = 14 * pxRatio;
  const colourOf = (tone: Tone) => (tone === "muted" ? colours.muted : colours[tone]);
  ctx.save();
  ctx.font = colours.font.replace(/^(\d+)px/, (_, size: string) => `${Number(size) * pxRatio}px`);
  ctx.textBaseline = "middle";
  const drawn = lines.map((line) => {
    const y = Math.round(u.valToPos(line.price, "y", true));
    if (!(y >= bbox.top && y <= bbox.top + bbox.height)) return false;
    const colour = colourOf(line.tone);
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(1, Math.round(pxRatio * (line.strong ? 2 : 1)));
    ctx.setLineDash(line.strong ? [] : [6 * pxRatio, 4 * pxRatio]);
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    const labelWidth = ctx.measureText(line.label).width;
    const detail = line.detail ? ` ${line.detail}` : "";
    const width = labelWidth + ctx.measureText(detail).width + pad * 2;
    const top = Math.max(bbox.top, y - height - ctx.lineWidth);
    ctx.fillStyle = colours.labelBackground;
    ctx.fillRect(bbox.left, top, width, height);
    ctx.fillStyle = colour;
    ctx.fillText(line.label, bbox.left + pad, top + height / 2);
    if (detail) {
      ctx.fillStyle = colourOf(line.detailTone ?? line.tone);
      ctx.fillText(detail, bbox.left + pad + labelWidth, top + height / 2);
    }
    return true;
  });
  ctx.restore();
  return drawn;
}
