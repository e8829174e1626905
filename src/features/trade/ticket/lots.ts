import { dec } from "#domain/decimal.ts";

export type LotsProblem = "lots-empty" | "lots-min" | "lots-step";

const LOTS_TEXT = /^\d+(\.\d+)?$/;
const decimalsOf = (step: string) => step.split(".")[1]?.length ?? 0;

/** Lots as a trader types them: digits with an optional fraction. */
export function isLotsText(lots: string): boolean {
  return LOTS_TEXT.test(lots);
}

/**
 * The minus control is off when lots − Pip ≤ 0; it is also off when the step would go
 * below the instrument's minimum, which the server refuses.
 */
export function canStepDown(lots: string, pip: string, min: string): boolean {
  if (!isLotsText(lots)) return false;
  const next = dec(lots).minus(pip);
  return next.greaterThan(0) && next.greaterThanOrEqualTo(min);
}

/** Lots one Pip up or down, written with the Pip's decimals; text that is no number restarts at the minimum. */
export function stepLots(lots: string, pip: string, min: string, by: 1 | -1): string {
  const places = Math.max(decimalsOf(pip), decimalsOf(min));
  if (!isLotsText(lots)) return dec(min).toFixed(places);
  if (by === -1 && !canStepDown(lots, pip, min)) return lots;
  const next = dec(lots).plus(dec(pip).times(by));
  return (next.lessThan(min) ? dec(min) : next).toFixed(places);
}

/** Why the server would refuse these lots: empty, below ForexMinCont, or not a multiple of Pip. */
export function lotsProblem(lots: string, pip: string, min: string): LotsProblem | undefined {
  if (!isLotsText(lots) || dec(lots).isZero()) return "lots-empty";
  if (dec(lots).lessThan(min)) return "lots-min";
  if (!dec(lots).modulo(pip).isZero()) return "lots-step";
  return undefined;
}
