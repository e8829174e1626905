import type uPlot from "uplot";

export interface CandleColours {
  up: string;
  down: string;
}

/** The candle indices inside the x range, clipped to the data. */
export function shownIndices(u: uPlot): [number, number] {
  const { min = 0, max = -1 } = u.scales.x!;
  return [Math.max(0, Math.ceil(min)), Math.min(u.data[0].length - 1, Math.floor(max))];
}

/**
 * uPlot draw hook: a wick from low to high and a body from open to close per candle. x is the
 * candle's index, so positions are by index and market closures leave no gaps.
 */
export function drawCandles(u: uPlot, colours: CandleColours): void {
  const [, open, high, low, close] = u.data as unknown as number[][];
  const [first, last] = shownIndices(u);
  const { min = 0, max = 0 } = u.scales.x!;
  if (!open || last < first) return;
  const { ctx, bbox } = u;
  const pxRatio = globalThis.devicePixelRatio || 1;
  const column = bbox.width / (max - min);
  const body = Math.max(pxRatio, Math.min(column * 0.7, 12 * pxRatio));
  const wick = Math.max(1, Math.round(pxRatio));

  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  for (let i = first; i <= last; i++) {
    const x = Math.round(u.valToPos(i, "x", true));
    const yOpen = u.valToPos(open[i]!, "y", true);
    const yClose = u.valToPos(close![i]!, "y", true);
    const yHigh = u.valToPos(high![i]!, "y", true);
    const yLow = u.valToPos(low![i]!, "y", true);
    ctx.fillStyle = close![i]! >= open[i]! ? colours.up : colours.down;
    ctx.fillRect(x - wick / 2, yHigh, wick, Math.max(wick, yLow - yHigh));
    const top = Math.min(yOpen, yClose);
    ctx.fillRect(x - body / 2, top, body, Math.max(wick, Math.abs(yClose - yOpen)));
  }
  ctx.restore();
}
