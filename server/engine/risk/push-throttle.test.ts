import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PushThrottle } from "./push-throttle.ts";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const timers = { now: () => Date.now(), setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout: (h: unknown) => clearTimeout(h as number) };

describe("live valuation pushes", () => {
  it("push each user at most 4 times a second however fast the ticks come, the first at once", () => {
    const pushes: [number, number][] = [];
    const throttle = new PushThrottle(250, (userId) => pushes.push([Date.now(), userId]), timers);
    const began = Date.now();
    for (let ms = 0; ms < 1000; ms += 10) {
      throttle.mark(1);
      if (ms % 20 === 0) throttle.mark(2);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(1000);
    const of = (user: number) => pushes.filter(([, u]) => u === user).map(([at]) => at - began);
    expect(of(1)).toEqual([0, 250, 500, 750, 1000]);
    expect(of(2)).toEqual([0, 250, 500, 750, 1000]);
    for (const user of [1, 2]) for (let i = 1; i < of(user).length; i++) expect(of(user)[i]! - of(user)[i - 1]!).toBeGreaterThanOrEqual(250);
  });

  it("pushes nothing for a user nothing revalued, and nothing after stop", () => {
    const pushes: number[] = [];
    const throttle = new PushThrottle(250, (userId) => pushes.push(userId), timers);
    vi.advanceTimersByTime(2000);
    expect(pushes).toEqual([]);
    throttle.mark(3);
    throttle.stop();
    vi.advanceTimersByTime(2000);
    expect(pushes).toEqual([]);
  });
});
