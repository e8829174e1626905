import type uPlot from "uplot";

export interface TagColours {
  background: string;
  text: string;
  font: string;
}

/** CSS pixels. */
export const TAG_HEIGHT = 16;
const TAG_PAD = 4;

/**
 * A value boxed on an axis, over its tick labels, as trading charts mark a level: on the price
 * scale at canvas y `at`, or on the time axis centred on canvas x `at` (kept inside the canvas),
 * on the plot's canvas or another of its size (`ctx`). Returns the text drawn.
 */
export function drawAxisTag(u: uPlot, axis: "price" | "time", at: number, text: string, colours: TagColours, ctx = u.ctx): string {
  const { bbox } = u;
  const pxRatio = globalThis.devicePixelRatio || 1;
  const height = TAG_HEIGHT * pxRatio;
  const pad = TAG_PAD * pxRatio;
  ctx.save();
  ctx.font = colours.font.replace(/^(\d+)px/, (_, size: string) => `${Number(size) * pxRatio}px`);
  ctx.textBaseline = "middle";
  const width = ctx.measureText(text).width + pad * 2;
  const plotRight = bbox.left + bbox.width;
  const [left, top] = axis === "price"
    ? [plotRight, Math.round(at - height / 2)]
    : [Math.round(Math.min(Math.max(at - width / 2, 0), ctx.canvas.width - width)), bbox.top + bbox.height];
  ctx.fillStyle = colours.background;
  ctx.fillRect(left, top, axis === "price" ? ctx.canvas.width - plotRight : width, height);
  ctx.fillStyle = colours.text;
  ctx.fillText(text, left + pad, top + height / 2);
  ctx.restore();
  return text;
}
