import { D, dec } from "../decimal.ts";

const LOTS_TEXT = /^\d{1,9}(\.\d{1,8})?$/;

/**
 * Lots typed by the trader made tradable: down to a whole number of steps, and at least the
 * instrument's minimum; undefined when the text is no number of lots at all.
 */
export function fitLots(text: string, step: string, min: string): string | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!LOTS_TEXT.test(trimmed)) return undefined;
  const places = Math.max(step.split(".")[1]?.length ?? 0, min.split(".")[1]?.length ?? 0);
  const steps = dec(trimmed).dividedBy(step).toDecimalPlaces(0, D.ROUND_DOWN);
  const fitted = D.max(steps.times(step), min);
  return fitted.toFixed(places);
}
