/** One long animation frame (> 50 ms) as latency-probe.js records it from the Long Animation Frames API. */
export interface LongFrame {
  duration: number;
  blocking: number;
  /** from the frame's rendering start (animation frame callbacks, style, layout, paint) to its end */
  render: number;
  /** the part of `render` spent in style and layout */
  styleAndLayout: number;
  /** scripts over 5 ms (the API's threshold): where they came from and how long they ran */
  scripts: { source: string; duration: number; forcedStyleAndLayout: number }[];
}

const SOURCES_SHOWN = 5;
const ms = (value: number) => `${Math.round(value)} ms`;

/** What a tab's long frames were made of: scripts by source, rendering, and the rest. */
export function printLongFrames(label: string, frames: readonly LongFrame[]): void {
  if (frames.length === 0) return;
  const total = frames.reduce((sum, f) => sum + f.duration, 0);
  const render = frames.reduce((sum, f) => sum + f.render, 0);
  const styleAndLayout = frames.reduce((sum, f) => sum + f.styleAndLayout, 0);
  const bySource = new Map<string, { ms: number; count: number }>();
  for (const script of frames.flatMap((f) => f.scripts)) {
    const entry = bySource.get(script.source) ?? { ms: 0, count: 0 };
    entry.ms += script.duration;
    entry.count++;
    bySource.set(script.source, entry);
  }
  const scripts = [...bySource.values()].reduce((sum, s) => sum + s.ms, 0);
  const longest = Math.max(...frames.map((f) => f.duration));
  console.log(
    `${label}: ${frames.length} long frames, ${ms(total)} in all (longest ${ms(longest)}): scripts over 5 ms ${ms(scripts)}, rendering ${ms(render)} (style and layout ${ms(styleAndLayout)}), the rest ${ms(Math.max(0, total - scripts - render))}`,
  );
  for (const [source, s] of [...bySource].sort((a, b) => b[1].ms - a[1].ms).slice(0, SOURCES_SHOWN)) {
    console.log(`  ${ms(s.ms).padStart(8)} in ${String(s.count).padStart(4)} × ${source}`);
  }
}
