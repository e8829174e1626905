import type { ProbeResult } from "./probe-result.ts";
import { ratio, summarize } from "./stats.ts";

const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} ms`);

/** The floor's figures beside Pipwise's, and how many times the floor Pipwise's are. */
export function printFloor(setup: string, pipwise: readonly ProbeResult[], floor: readonly ProbeResult[]): void {
  const dom = (tabs: readonly ProbeResult[]) => summarize(tabs.flatMap((r) => r.samples.map(([d]) => d)));
  const paint = (tabs: readonly ProbeResult[]) => summarize(tabs.flatMap((r) => r.samples.map(([, , p]) => p).filter(Number.isFinite)));
  const [ownDom, floorDom, ownPaint, floorPaint] = [dom(pipwise), dom(floor), paint(pipwise), paint(floor)];
  const frames = Math.min(...floor.map((r) => r.framesPerSecond));
  const longTasks = floor.reduce((sum, r) => sum + r.longTasks, 0);
  console.log(`\nthe floor: a page with no React and no chart on the same worker and socket, writing the Bid in an animation frame`);
  console.log(setup);
  console.log(`  ${"".padEnd(16)} ${"Pipwise".padStart(17)} ${"floor".padStart(17)} ${"ratio".padStart(13)}   (floor samples ${floorDom.samples}, ${frames.toFixed(0)} frames/s, ${longTasks} long tasks)`);
  const row = (name: string, own: number, base: number) => console.log(`  ${name.padEnd(16)} ${ms(own).padStart(17)} ${ms(base).padStart(17)} ${ratio(own, base).padStart(13)}`);
  row("tick → DOM p50", ownDom.p50, floorDom.p50);
  row("tick → DOM p95", ownDom.p95, floorDom.p95);
  row("tick → paint p50", ownPaint.p50, floorPaint.p50);
  row("tick → paint p95", ownPaint.p95, floorPaint.p95);
}
