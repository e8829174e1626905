import type { JsFile } from "./home-js-size.ts";
import { printFloor } from "./floor-report.ts";
import { printHops } from "./hops-report.ts";
import { printLongFrames } from "./long-frames.ts";
import type { ProbeResult } from "./probe-result.ts";
import { kb, summarize, type LatencySummary } from "./stats.ts";

/** Tick → DOM p95: a frame's time unthrottled, two frames' under a slowdown (4×: a mid-range phone). */
const targetP95Ms = (cpuRate: number) => (cpuRate === 1 ? 17 : 34);
/** Targets for every run, the 4× CPU slowdown included. */
export const TARGET_FRAMES_PER_SECOND = 60;
export const TARGET_HOME_JS_BYTES = 150 * 1024;

export interface BenchFigures {
  cpuRate: number;
  setup: string[];
  tabs: ProbeResult[];
  /** The floor page measured under the same feed (floor-page.ts), with a line on its run. */
  floor: { tabs: ProbeResult[]; setup: string };
  pageJs: JsFile[];
  workerJs: JsFile[];
}

const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${Math.round(value)} ms`);
const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
const line = (label: string, s: LatencySummary, extra = "") =>
  `${label.padEnd(8)} samples ${String(s.samples).padStart(6)}   p50 ${ms(s.p50).padStart(7)}   p95 ${ms(s.p95).padStart(7)}   max ${ms(s.max).padStart(7)}${extra}`;
const fileLine = (file: JsFile) => `  ${file.name.padEnd(40)} ${kb(file.gzipBytes).padStart(10)}`;

export function printReport({ cpuRate, setup, tabs, floor, pageJs, workerJs }: BenchFigures): void {
  const toDom = (r: ProbeResult) => r.samples.map(([dom]) => dom);
  const toChannel = (r: ProbeResult) => r.samples.map(([, channel]) => channel);
  const toPaint = (r: ProbeResult) => r.samples.map(([, , paint]) => paint).filter(Number.isFinite);
  const overall = summarize(tabs.flatMap(toDom));
  const pageTotal = pageJs.reduce((sum, f) => sum + f.gzipBytes, 0);

  console.log(`\nPipwise tick-to-DOM benchmark`);
  for (const text of setup) console.log(text);
  console.log(`\nserver send → price in the tab's DOM (MutationObserver), rows on screen:`);
  tabs.forEach((r, i) =>
    console.log(line(`tab ${i + 1}`, summarize(toDom(r)), `   long tasks (>50 ms) ${r.longTasks}   ${r.framesPerSecond.toFixed(0)} frames/s   unmatched ${r.unmatched}   off-screen updates ${r.offscreen}`)),
  );
  const target = targetP95Ms(cpuRate);
  console.log(line("overall", overall, `   target p95 ≤ ${target} ms: ${verdict(overall.p95 <= target)}`));
  const longTasks = tabs.reduce((sum, r) => sum + r.longTasks, 0);
  const slowest = Math.min(...tabs.map((r) => r.framesPerSecond));
  console.log(`${"".padEnd(8)} target 0 long tasks: ${verdict(longTasks === 0)}   target ${TARGET_FRAMES_PER_SECOND} frames/s in every tab: ${verdict(Math.round(slowest) >= TARGET_FRAMES_PER_SECOND)}`);
  console.log(`server send → painted (the next animation frame begins: the frame with the price went to the screen), what the trader sees:`);
  tabs.forEach((r, i) => console.log(line(`tab ${i + 1}`, summarize(toPaint(r)))));
  console.log(line("overall", summarize(tabs.flatMap(toPaint))));
  console.log(`of which server send → frame on the tab's "pipwise-live" channel (socket + worker):`);
  tabs.forEach((r, i) => console.log(line(`tab ${i + 1}`, summarize(toChannel(r)))));
  tabs.forEach((r, i) => printLongFrames(`tab ${i + 1}`, r.longFrames));
  printFloor(floor.setup, tabs, floor.tabs);
  printHops("Pipwise", tabs);
  printHops("the floor", floor.tabs);

  console.log(`\nhome route JS, gzip -9 (loaded until the rows show prices):`);
  for (const file of pageJs) console.log(fileLine(file));
  console.log(`  ${"total".padEnd(40)} ${kb(pageTotal).padStart(10)}   target ≤ ${kb(TARGET_HOME_JS_BYTES)}: ${verdict(pageTotal <= TARGET_HOME_JS_BYTES)}`);
  console.log(`realtime worker chunk (from dist/, fetched by the SharedWorker):`);
  for (const file of workerJs) console.log(fileLine(file));
}
