/**
 * Which candles the chart shows. `first` (the index at the left edge) and `span` (how many fit)
 * are fractional so slow drags and pinches add up; the drawn window is snapped to whole candles,
 * so the candle at each edge is never cut in half.
 */
export interface View {
  first: number;
  span: number;
}

/** A period opens on this many candles (or all there are): a good stretch of history, still readable at 360 px. */
export const INITIAL_VISIBLE = 200;
export const MIN_VISIBLE = 20;
export const MAX_VISIBLE = 400;
/** Older candles are fetched while fewer than this many are left off-screen to the left. */
export const LOAD_OLDER_MARGIN = 100;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function clampView(first: number, span: number, count: number): View {
  const s = clamp(span, Math.min(MIN_VISIBLE, count), Math.min(MAX_VISIBLE, count));
  return { first: clamp(first, 0, count - s), span: s };
}

/** The newest candles, the forming one at the right edge. */
export function initialView(count: number): View {
  const span = Math.min(INITIAL_VISIBLE, count);
  return clampView(count - span, span, count);
}

/** The drawn window: whole candles, inclusive indices. */
export function edges(view: View): { first: number; last: number } {
  const first = Math.round(view.first);
  return { first, last: first + Math.round(view.span) - 1 };
}

/** The x-scale range: half a candle of room beyond the edge candles' centres. */
export function xRange(view: View): { min: number; max: number } {
  const { first, last } = edges(view);
  return { min: first - 0.5, max: last + 0.5 };
}

/** Moves the window by `candles` (positive: towards newer). */
export function panView(view: View, count: number, candles: number): View {
  return clampView(view.first + candles, view.span, count);
}

/** Zooms by `factor` (> 1: fewer, wider candles), keeping the point at `anchor` (0 left … 1 right) in place. */
export function zoomView(view: View, count: number, factor: number, anchor: number): View {
  const span = clampView(0, view.span / factor, count).span;
  return clampView(view.first + clamp(anchor, 0, 1) * (view.span - span), span, count);
}

/** Whether the window shows the newest candle, i.e. follows the live one. */
export function atLiveEdge(view: View, count: number): boolean {
  return edges(view).last >= count - 1;
}

/** Whether the window is where a period opens: the newest candles at the opening zoom. */
export function showsLatest(view: View, count: number): boolean {
  const [now, opening] = [edges(view), edges(initialView(count))];
  return now.first === opening.first && now.last === opening.last;
}

/**
 * The window after the candles changed. A window that showed all of a short series (a cached
 * candle or two before the history arrived) opens afresh; one at the live edge stays there;
 * otherwise it stays on the same candles, found by the time of the one at its left edge.
 */
export function rebaseView(view: View, before: readonly { Time: number }[], after: readonly { Time: number }[]): View {
  const { first, last } = edges(view);
  if (before.length < INITIAL_VISIBLE && first <= 0 && last >= before.length - 1) return initialView(after.length);
  if (atLiveEdge(view, before.length)) return clampView(after.length - view.span, view.span, after.length);
  const time = before[edges(view).first]?.Time ?? before[0]!.Time;
  return clampView(firstAtOrAfter(after, time) + (view.first - Math.round(view.first)), view.span, after.length);
}

/** The index of the first candle at or after `time` (the length when none is). */
export function firstAtOrAfter(candles: readonly { Time: number }[], time: number): number {
  let lo = 0;
  let hi = candles.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (candles[mid]!.Time < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The candle under a point `fraction` (0 left … 1 right) of the plot's width. */
export function candleAt(view: View, fraction: number): number {
  const { first, last } = edges(view);
  return clamp(first + Math.floor(fraction * (last - first + 1)), first, last);
}
