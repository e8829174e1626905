import { describe, expect, it } from "vitest";
import { onCpuTime } from "../bench/cpu-time-trace.ts";
import type { TraceEvent } from "../bench/trace-events.ts";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, ts: 0, args: { name } });
const event = (name: string, ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({ name, ph: "X", pid: 7, tid, ts, dur, ...(tdur === undefined ? {} : { tdur }) });

describe("a Lighthouse trace on CPU time", () => {
  const trace = [
    thread(7, 1, "CrRendererMain"),
    thread(7, 2, "Compositor"),
    event("RunTask", 1000, 400, 100),
    event("FunctionCall", 1200, 200),
    { name: "Layout", ph: "B", pid: 7, tid: 1, ts: 1300 },
    event("RunTask", 2000, 50, 50),
    event("RunTask", 1000, 400, 100, 2),
  ];
  const [, , task, call, layoutBegins, onCore, otherThread] = onCpuTime(trace);

  it("shortens a main-thread task to its thread's CPU time and draws what it holds in by the same ratio", () => {
    expect(task).toMatchObject({ ts: 1000, dur: 100 });
    expect(call).toMatchObject({ ts: 1050, dur: 50 });
    expect(layoutBegins).toMatchObject({ ts: 1075 });
  });

  it("leaves a task that had its core, and other threads, as they were", () => {
    expect(onCore).toBe(trace[5]);
    expect(otherThread).toBe(trace[6]);
  });
});
