import type { Stream } from "./stream.ts";

/**
 * The last `size` values with their running sum and sum of squares. The sums are of the values
 * less the first one seen, so the squares of prices near 1.1 do not cancel each other out in the
 * variance; the values themselves are kept as they came, so equal highs and lows stay equal.
 */
export interface RollingWindow {
  add(value: number): void;
  /** Changes the newest value. */
  replace(value: number): void;
  readonly full: boolean;
  mean(): number;
  /** Population variance, as Bollinger defined the bands. */
  variance(): number;
  /** The smallest and largest value in the window, by a scan of its `size` slots. */
  lowest(): number;
  highest(): number;
}

export function rollingWindow(size: number): RollingWindow {
  const slots = new Float64Array(size);
  let count = 0;
  let next = 0;
  let shift = 0;
  let sum = 0;
  let squares = 0;
  const filled = () => Math.min(count, size);
  const put = (slot: number, value: number) => {
    const old = count < size && slot === next ? 0 : slots[slot]! - shift;
    const v = value - shift;
    sum += v - old;
    squares += v * v - old * old;
    slots[slot] = value;
  };
  return {
    add(value) {
      if (count === 0) shift = value;
      put(next, value);
      next = (next + 1) % size;
      count++;
    },
    replace(value) {
      put((next + size - 1) % size, value);
    },
    get full() {
      return count >= size;
    },
    mean: () => shift + sum / filled(),
    variance() {
      const n = filled();
      const m = sum / n;
      return Math.max(0, squares / n - m * m);
    },
    lowest: () => Math.min(...slots.subarray(0, filled())),
    highest: () => Math.max(...slots.subarray(0, filled())),
  };
}

/** A stream whose value is read off the window of its last `size` points. */
export function windowed<Out>(size: number, read: (window: RollingWindow) => Out | null): Stream<number, Out> {
  const window = rollingWindow(size);
  return {
    add(v) {
      window.add(v);
      return read(window);
    },
    replace(v) {
      window.replace(v);
      return read(window);
    },
  };
}
