import { describe, expect, it } from "vitest";
import { createLeaderWork } from "./leader-work.ts";
import type { Triggers } from "./triggers/triggers.ts";

/** Triggers that only record their life, and a bus whose gap the test raises. */
function setup() {
  const events: string[] = [];
  let built = 0;
  const build = () => {
    const n = ++built;
    return {
      start: async () => void events.push(`start ${n}`),
      stop: async () => void events.push(`stop ${n}`),
      settled: async () => undefined,
    } as unknown as Triggers;
  };
  const gaps = new Set<() => void>();
  const work = createLeaderWork({
    build,
    purges: { start: () => void events.push("purges on"), stop: () => void events.push("purges off") },
    bus: {
      onGap(listener) {
        gaps.add(listener);
        return () => gaps.delete(listener);
      },
    },
  });
  return { work, events, gap: () => gaps.forEach((listener) => listener()), gapListeners: () => gaps.size };
}

describe("the engine's leader work", () => {
  it("builds fresh triggers at every lead, so a second lead knows nothing of the first", async () => {
    const { work, events } = setup();
    await work.start();
    await work.stop();
    await work.start();
    expect(events).toEqual(["purges on", "start 1", "stop 1", "purges off", "purges on", "start 2"]);
  });

  it("rebuilds every book after a bus gap while leading, and not once it follows", async () => {
    const { work, events, gap, gapListeners } = setup();
    await work.start();
    gap();
    await work.settled();
    expect(events).toEqual(["purges on", "start 1", "stop 1", "start 2"]);
    await work.stop();
    expect(gapListeners()).toBe(0);
  });
});
