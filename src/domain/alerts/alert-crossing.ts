/**
 * When a price alert fires. An alert watches one value (the bid, the ask, or the percent change over
 * a period) and a level on one side of it. It fires when the value crosses the level: it must first
 * be seen on the other side (the alert is armed), then reach the level. An alert made while the
 * value already stands beyond its level waits for it to come back across first, so setting an alert
 * never fires it on the spot, and an alert that fires every time fires once per crossing, not on
 * every tick beyond the level.
 */
export type AlertDirection = "above" | "below";

/** The value has reached the level: at or above it for "above", at or below it for "below". */
export function reachesLevel(direction: AlertDirection, level: number, value: number): boolean {
  return direction === "above" ? value >= level : value <= level;
}

/** The value stands on the side the alert waits from, so the next reach is a crossing. */
export function armsAlert(direction: AlertDirection, level: number, value: number): boolean {
  return !reachesLevel(direction, level, value);
}

/** One alert's state along a path of values: armed or not, and whether this value fired it. */
export interface CrossingStep {
  armed: boolean;
  fired: boolean;
}

/**
 * The next state of an alert that sees `value`; `armed` is undefined before its first value. An
 * alert that fires is disarmed until the value goes back across.
 */
export function crossingStep(direction: AlertDirection, level: number, armed: boolean | undefined, value: number): CrossingStep {
  if (armed === undefined) return { armed: armsAlert(direction, level, value), fired: false };
  if (armed && reachesLevel(direction, level, value)) return { armed: false, fired: true };
  return { armed: armed || armsAlert(direction, level, value), fired: false };
}
