import type uPlot from "uplot";
import { drawAxisTag, type TagColours } from "./axis-tag.ts";
import { shownIndices } from "./draw-candles.ts";

/** The candle under the crosshair, by index, with its close and time as the axes show them. */
export interface PointedCandle {
  index: number;
  price: string;
  time: string;
}

/**
 * A dashed vertical line through the pointed candle and a horizontal one at its close, each
 * labelled where it meets its axis. Returns the labels drawn, or null when the candle is off-screen.
 */
export function drawCrosshair(u: uPlot, pointed: PointedCandle, line: string, tag: TagColours): { price: string; time: string } | null {
  const close = (u.data[4] as number[] | undefined)?.[pointed.index];
  const [first, last] = shownIndices(u);
  if (close === undefined || pointed.index < first || pointed.index > last) return null;
  const { ctx, bbox } = u;
  const pxRatio = globalThis.devicePixelRatio || 1;
  const x = Math.round(u.valToPos(pointed.index, "x", true));
  const y = Math.round(u.valToPos(close, "y", true));
  ctx.save();
  ctx.strokeStyle = line;
  ctx.lineWidth = Math.max(1, Math.round(pxRatio));
  ctx.setLineDash([4 * pxRatio, 3 * pxRatio]);
  ctx.beginPath();
  ctx.moveTo(x, bbox.top);
  ctx.lineTo(x, bbox.top + bbox.height);
  ctx.moveTo(bbox.left, y);
  ctx.lineTo(bbox.left + bbox.width, y);
  ctx.stroke();
  ctx.restore();
  return { price: drawAxisTag(u, "price", y, pointed.price, tag), time: drawAxisTag(u, "time", x, pointed.time, tag) };
}
