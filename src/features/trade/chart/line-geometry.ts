/** CSS pixels either side of a line that still grab it: about a fingertip. */
export const GRAB_SLOP = 14;

/** A press moving less than this (CSS pixels) has not chosen between a pan and a line's drag yet. */
export const PRESS_SLOP = 6;

/** The index of the line whose y is nearest `y` within `slop`, or -1; a line not drawn has y NaN. */
export function nearestLine(ys: readonly number[], y: number, slop = GRAB_SLOP): number {
  let found = -1;
  let best = slop;
  ys.forEach((lineY, i) => {
    const distance = Math.abs(lineY - y);
    if (distance <= best) [found, best] = [i, distance];
  });
  return found;
}

/** The level at a value of the price scale, in the instrument's decimals; undefined for no price (zero or below). */
export function levelAt(value: number, precision: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const level = value.toFixed(precision);
  return Number(level) > 0 ? level : undefined;
}

/**
 * What a press that has moved (`dx`, `dy`) is: on a draggable line, the line's drag once it moves
 * past the slop more upright than sideways; a pan once it moves past the slop sideways (a sideways
 * swipe over a line still pans the chart); else undecided (an upright move off the lines is the
 * page's scroll, or a mouse's tap).
 */
export function pressIntent(dx: number, dy: number, onDraggable: boolean, slop = PRESS_SLOP): "undecided" | "pan" | "drag" {
  if (onDraggable && Math.abs(dy) >= slop && Math.abs(dy) >= Math.abs(dx)) return "drag";
  return Math.abs(dx) >= slop ? "pan" : "undecided";
}

/** Whether a press has moved too far to be a long press. */
export const leftPress = (dx: number, dy: number, slop = PRESS_SLOP) => Math.hypot(dx, dy) >= slop;
