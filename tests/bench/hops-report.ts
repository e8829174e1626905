import type { ProbeResult } from "./probe-result.ts";
import { summarize } from "./stats.ts";

/** The hops of one price shown, ms after the server sent its frame (latency-probe.js, `hops`). */
type Hops = ProbeResult["hops"][number];

const PARTS: [label: string, value: (h: Hops) => number][] = [
  ["server send → the worker receives it (socket)", (h) => h[0]],
  ["the worker receives → posts it to the tabs", (h) => h[1] - h[0]],
  ["the worker posts → the tab hears it", (h) => h[2] - h[1]],
  ["the tab hears it → its frame callback starts", (h) => h[4] - h[2]],
  ["  of which the frame begins → the callback starts", (h) => h[4] - h[3]],
  ["the frame callback starts → the price is written", (h) => h[5] - h[4]],
  ["server send → the price is written", (h) => h[5]],
  ["the price is written → the next frame begins", (h) => h[6] - h[5]],
];

const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${value.toFixed(1)} ms`);
const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Each hop's p50 and p95, and its mean over the slowest 5 % of writes (what their p95 is made of:
 * the parts of the slow tail add up, their percentiles do not).
 */
export function printHops(label: string, tabs: readonly ProbeResult[]): void {
  const hops = tabs.flatMap((tab) => tab.hops).filter((h) => h.slice(0, 6).every(Number.isFinite));
  const all = tabs.reduce((sum, tab) => sum + tab.hops.length, 0);
  console.log(`${label}, hop by hop (${hops.length} of ${all} writes with every hop dated):`);
  if (hops.length === 0) return;
  const slowFrom = summarize(hops.map((h) => h[5])).p95;
  const tail = hops.filter((h) => h[5] >= slowFrom);
  console.log(`  ${"".padEnd(50)} ${"p50".padStart(9)} ${"p95".padStart(9)}   slowest 5 % (${tail.length}), mean`);
  const dated = (value: (h: Hops) => number, list: readonly Hops[]) => list.map(value).filter(Number.isFinite);
  for (const [name, value] of PARTS) {
    const s = summarize(dated(value, hops));
    console.log(`  ${name.padEnd(50)} ${ms(s.p50).padStart(9)} ${ms(s.p95).padStart(9)}   ${ms(mean(dated(value, tail))).padStart(9)}`);
  }
}
