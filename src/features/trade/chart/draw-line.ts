import type uPlot from "uplot";
import { shownIndices } from "./draw-candles.ts";

/** uPlot draw hook for the line chart: the closes joined, by candle index like the candles. */
export function drawLine(u: uPlot, colour: string): void {
  const close = (u.data as unknown as number[][])[4];
  const [first, last] = shownIndices(u);
  if (!close || last < first) return;
  const { ctx, bbox } = u;
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  ctx.beginPath();
  // One candle beyond each edge, so the line runs to the plot's sides rather than stopping short.
  for (let i = Math.max(0, first - 1); i <= Math.min(close.length - 1, last + 1); i++) {
    const x = u.valToPos(i, "x", true);
    const y = u.valToPos(close[i]!, "y", true);
    if (i === Math.max(0, first - 1)) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, Math.round(1.5 * (globalThis.devicePixelRatio || 1)));
  ctx.lineJoin = "round";
  ctx.stroke();
  ctx.restore();
}
