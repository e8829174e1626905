import { readFileSync } from "node:fs";
import type { TraceEvent } from "./trace-events.ts";

/** The main thread's steps of a frame, as DevTools names them: its scripts, then rendering. */
const STEPS: [label: string, events: string[]][] = [
  ["animation frame callbacks", ["FireAnimationFrame"]],
  ["style", ["UpdateLayoutTree"]],
  ["layout", ["Layout"]],
  ["paint", ["PrePaint", "Paint", "Layerize"]],
  ["commit to the compositor", ["Commit"]],
];
/** Threads that take a frame to the screen once the main thread handed it over. */
const AFTER_MAIN = ["Compositor", "VizCompositorThread", "CompositorTileWorker"];

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

/**
 * What a frame cost in a trace (devtools.timeline categories), per tab main thread and frame (one
 * Commit each): wall and own thread time of each step, and the compositor threads' share; then the
 * same steps inside the longest main-thread task. Before/after comparisons of the chart read these.
 */
export function printFrameCosts(path: string): void {
  const events = (JSON.parse(readFileSync(path, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const threadName = new Map(events.filter((e) => e.ph === "M" && e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args?.name ?? ""]));
  const on = (e: TraceEvent, names: string[]) => names.some((name) => threadName.get(`${e.pid}:${e.tid}`)?.startsWith(name));
  const main = events.filter((e) => e.ph === "X" && on(e, ["CrRendererMain"]));
  const frames = main.filter((e) => e.name === "Commit").length;
  if (frames === 0) return;
  const sum = (list: TraceEvent[], names: string[], field: "dur" | "tdur") => list.filter((e) => names.includes(e.name)).reduce((total, e) => total + (e[field] ?? 0), 0);
  const tasks = (list: TraceEvent[]) => list.filter((e) => e.name === "RunTask");
  console.log(`frames   ${frames} in both tabs; per frame, wall / own thread time:`);
  for (const [label, names] of STEPS) console.log(`  ${label.padEnd(28)} ${ms(sum(main, names, "dur") / frames).padStart(9)} / ${ms(sum(main, names, "tdur") / frames)}`);
  console.log(`  ${"main thread tasks in all".padEnd(28)} ${ms(sum(tasks(main), ["RunTask"], "dur") / frames).padStart(9)} / ${ms(sum(tasks(main), ["RunTask"], "tdur") / frames)}`);
  const after = tasks(events.filter((e) => e.ph === "X" && on(e, AFTER_MAIN)));
  console.log(`  ${"compositor and display".padEnd(28)} ${ms(sum(after, ["RunTask"], "dur") / frames).padStart(9)} / ${ms(sum(after, ["RunTask"], "tdur") / frames)}`);
  const longest = tasks(main).reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
  const inside = main.filter((e) => e.pid === longest.pid && e.tid === longest.tid && e.ts >= longest.ts && e.ts < longest.ts + (longest.dur ?? 0));
  const steps = STEPS.map(([label, names]) => `${label} ${ms(sum(inside, names, "dur"))}/${ms(sum(inside, names, "tdur"))}`).join(", ");
  console.log(`  longest task ${ms(longest.dur ?? 0)} wall, ${ms(longest.tdur ?? 0)} thread: ${steps}`);
}
