/** One event of a Chromium trace, the fields the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** the thread's own CPU time, throttling's spin included */
  tdur?: number;
  args?: { name?: string };
}

/** A thread's key in a trace, process and thread. */
export const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The pages' main threads in a trace, by `threadOf`. */
export function pageMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map(threadOf));
}
