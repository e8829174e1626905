import { pageMainThreads, threadOf, type TraceEvent } from "./trace-events.ts";

/**
 * The trace with each task of the pages' main threads shortened to the CPU time its thread got,
 * everything inside it drawn in by the same ratio. Lighthouse's simulation multiplies a task's
 * observed length by the CPU slowdown; on a two-core machine shared with the browser's other
 * processes, that length is mostly time spent waiting for a core (two to four times the CPU time
 * in our traces), which no phone would add.
 */
export function onCpuTime(events: readonly TraceEvent[]): TraceEvent[] {
  const mainThreads = pageMainThreads(events);
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const thread = threadOf(e);
    if (e.ph !== "X" || e.name !== "RunTask" || !mainThreads.has(thread) || !e.dur || e.tdur === undefined || e.tdur >= e.dur) continue;
    const tasks = tasksByThread.get(thread) ?? [];
    tasks.push(e);
    tasksByThread.set(thread, tasks);
  }
  for (const tasks of tasksByThread.values()) tasks.sort((a, b) => a.ts - b.ts);
  return events.map((e) => {
    const tasks = tasksByThread.get(threadOf(e));
    const task = tasks && enclosing(tasks, e.ts);
    if (!task) return e;
    const ratio = task.tdur! / task.dur!;
    return { ...e, ts: task.ts + (e.ts - task.ts) * ratio, ...(e.dur === undefined ? {} : { dur: e.dur * ratio }) };
  });
}

/** The task whose span holds `ts`, by binary search over tasks sorted by start (top-level tasks do not overlap). */
function enclosing(tasks: readonly TraceEvent[], ts: number): TraceEvent | undefined {
  let low = 0;
  let high = tasks.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const task = tasks[middle]!;
    if (ts < task.ts) high = middle - 1;
    else if (ts > task.ts + task.dur!) low = middle + 1;
    else return task;
  }
  return undefined;
}
