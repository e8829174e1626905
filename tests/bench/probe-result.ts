import type { LongFrame } from "./long-frames.ts";

/** What latency-probe.js reports for one tab. */
export interface ProbeResult {
  /**
   * [server send → DOM, server send → the tab's live channel, server send → the next frame's start (painted; NaN for
   * a write the run ended before)] per price shown in a row on screen, ms
   */
  samples: [number, number, number][];
  /**
   * Per sample, ms after the server sent the frame: [the worker received it, the worker posted it, the tab heard it,
   * the write's frame began, its callback started, the price was written, the next frame began (painted)]; NaN where
   * a hop could not be dated.
   */
  hops: [number, number, number, number, number, number, number][];
  longTasks: number;
  /** frames over 50 ms with what they were made of */
  longFrames: LongFrame[];
  unmatched: number;
  /** prices shown in rows off screen (not timed: they may wait until the row scrolls in) */
  offscreen: number;
  /** requestAnimationFrame callbacks per second while measuring */
  framesPerSecond: number;
}
