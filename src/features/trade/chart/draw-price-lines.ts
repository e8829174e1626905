import type uPlot from "uplot";
import type { CandleColours } from "./draw-candles.ts";

/** A labelled horizontal level over the candles (an entry, a pending target, a stop). */
export interface PriceLine {
  /** Pixel placement only; the order's price itself stays a decimal string elsewhere. */
  price: number;
  label: string;
  tone: "up" | "down" | "muted";
}

export interface LineColours extends CandleColours {
  muted: string;
  /** Behind a label, so it reads over the candles. */
  labelBackground: string;
  font: string;
}

/**
 * uPlot draw hook: a dashed line across the plot at each level inside the price range, with its
 * label boxed at the start. Returns, per line, whether it was inside the range and drawn.
 */
export function drawPriceLines(u: uPlot, lines: readonly PriceLine[], colours: LineColours): boolean[] {
  const { ctx, bbox } = u;
  const pxRatio = globalThis.devicePixelRatio || 1;
  const pad = 3 * pxRatio;
  const height = 14 * pxRatio;
  ctx.save();
  ctx.font = colours.font.replace(/^(\d+)px/, (_, size: string) => `${Number(size) * pxRatio}px`);
  ctx.textBaseline = "middle";
  ctx.lineWidth = Math.max(1, Math.round(pxRatio));
  ctx.setLineDash([6 * pxRatio, 4 * pxRatio]);
  const drawn = lines.map((line) => {
    const y = Math.round(u.valToPos(line.price, "y", true));
    if (!(y >= bbox.top && y <= bbox.top + bbox.height)) return false;
    const colour = line.tone === "muted" ? colours.muted : colours[line.tone];
    ctx.strokeStyle = colour;
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    const width = ctx.measureText(line.label).width + pad * 2;
    const top = Math.max(bbox.top, y - height - ctx.lineWidth);
    ctx.fillStyle = colours.labelBackground;
    ctx.fillRect(bbox.left, top, width, height);
    ctx.fillStyle = colour;
    ctx.fillText(line.label, bbox.left + pad, top + height / 2);
    return true;
  });
  ctx.restore();
  return drawn;
}
