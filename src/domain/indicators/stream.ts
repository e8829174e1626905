/**
 * One indicator fed point by point. `add` appends a point; `replace` changes the last one (the
 * forming candle on every tick) and recomputes it from the state before it. Both cost the same
 * whatever the length of the series, so a live tick never recomputes the history.
 * A result is null while the indicator has too few points.
 */
export interface Stream<In, Out> {
  add(input: In): Out | null;
  /** Only after an `add`. */
  replace(input: In): Out | null;
}

/** Feeds a whole series from scratch: the full computation the incremental one must equal. */
export function runAll<In, Out>(stream: Stream<In, Out>, inputs: readonly In[]): (Out | null)[] {
  return inputs.map((input) => stream.add(input));
}
