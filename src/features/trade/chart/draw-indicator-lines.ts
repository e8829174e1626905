/** Maps a candle index and a value to canvas pixels. */
export interface PlotMap {
  x(index: number): number;
  y(value: number): number;
}

/**
 * One indicator line through candles `first`…`last` (one more each side, so it runs to the plot's
 * edges), broken where it has no value. Returns how many points it drew.
 */
export function drawLine(ctx: CanvasRenderingContext2D, values: readonly number[], first: number, last: number, map: PlotMap, colour: string, width: number): number {
  let drawn = 0;
  let open = false;
  ctx.beginPath();
  for (let i = Math.max(0, first - 1); i <= Math.min(values.length - 1, last + 1); i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) {
      open = false;
      continue;
    }
    if (open) ctx.lineTo(map.x(i), map.y(v));
    else ctx.moveTo(map.x(i), map.y(v));
    open = true;
    drawn++;
  }
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
  return drawn;
}

/** MACD's histogram: a bar from zero per candle, in the up or down colour. */
export function drawHistogram(ctx: CanvasRenderingContext2D, values: readonly number[], first: number, last: number, map: PlotMap, barWidth: number, colours: { up: string; down: string }): number {
  let drawn = 0;
  const zero = map.y(0);
  for (let i = first; i <= Math.min(values.length - 1, last); i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    const y = map.y(v);
    ctx.fillStyle = v >= 0 ? colours.up : colours.down;
    ctx.fillRect(map.x(i) - barWidth / 2, Math.min(y, zero), barWidth, Math.max(1, Math.abs(zero - y)));
    drawn++;
  }
  return drawn;
}

/** The lowest and highest value of `columns` over the indices, with `include` (a guide such as 0) inside. */
export function valueRange(columns: readonly (readonly number[])[], first: number, last: number, include: readonly number[]): [number, number] {
  let [low, high] = [Infinity, -Infinity];
  for (const v of include) [low, high] = [Math.min(low, v), Math.max(high, v)];
  for (const column of columns) {
    for (let i = Math.max(0, first); i <= Math.min(column.length - 1, last); i++) {
      const v = column[i]!;
      if (v < low) low = v;
      if (v > high) high = v;
    }
  }
  if (!Number.isFinite(low)) return [0, 1];
  const pad = (high - low) * 0.08 || Math.abs(high) * 0.01 || 1;
  return [low - pad, high + pad];
}
