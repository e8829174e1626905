import type { Instrument } from "#domain/instrument.ts";

/**
 * `next` with every instrument that did not change kept as the object already shown, and the shown
 * list itself when none did. The worker's answer and each stored refresh are fresh copies: a new
 * object for the same instrument would render its quote row, /trade's header and every memo keyed
 * on it again, on the page's busiest frames, for nothing.
 */
export function steadyInstruments(shown: Instrument[] | undefined, next: Instrument[] | undefined): Instrument[] | undefined {
  if (!shown || !next || shown === next) return next;
  const byId = new Map(shown.map((instrument) => [instrument.Id, instrument]));
  let changed = shown.length !== next.length;
  const steady = next.map((instrument, index) => {
    const before = byId.get(instrument.Id);
    if (before && JSON.stringify(before) === JSON.stringify(instrument)) {
      if (before !== shown[index]) changed = true;
      return before;
    }
    changed = true;
    return instrument;
  });
  return changed ? steady : shown;
}
