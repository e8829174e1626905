import { readFileSync } from "node:fs";
import { pageMainThreads, threadOf, type TraceEvent } from "./trace-events.ts";

/**
 * Trace categories light enough not to change what they measure: the timeline's tasks, with their
 * wall and thread times, and the frames; no JS sampling, which at 4× tripled the long tasks.
 */
export const TRACE_CATEGORIES = ["-*", "devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.frame", "toplevel"];

const LONG_TASK_US = 50_000;

export interface TracedLongTask {
  wallMs: number;
  threadMs: number;
}

/** The long tasks (> 50 ms of wall time) of every tab's main thread in a trace, each with the CPU time its thread got. */
export function longTasksInTrace(path: string): TracedLongTask[] {
  const events = (JSON.parse(readFileSync(path, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const mainThreads = pageMainThreads(events);
  return events
    .filter((e) => e.ph === "X" && e.name === "RunTask" && (e.dur ?? 0) > LONG_TASK_US && mainThreads.has(threadOf(e)))
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, threadMs: (e.tdur ?? 0) / 1000 }));
}

/** "4 long tasks in the trace: 3 got under 50 ms of CPU and waited for a core the rest (59/26, …)" */
export function printTracedLongTasks(tasks: readonly TracedLongTask[]): void {
  const waited = tasks.filter((task) => task.threadMs < LONG_TASK_US / 1000);
  const pairs = tasks.map((task) => `${Math.round(task.wallMs)}/${Math.round(task.threadMs)}`).join(", ");
  console.log(`trace    ${tasks.length} long tasks in both tabs (wall/thread ms: ${pairs || "none"})`);
  console.log(`         ${waited.length} of them ran under 50 ms on their thread and spent the rest waiting for a core`);
}
