import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countdownDeadline, secondsLeft, startCountdown, watchCountdown } from "./countdown.ts";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-02T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("send-code countdown", () => {
  it("shows 60 right after sending and counts down one second at a time", () => {
    const shown: number[] = [];
    watchCountdown(startCountdown("register:email:a@b.test", 60), (left) => shown.push(left));
    expect(shown).toEqual([60]);
    vi.advanceTimersByTime(1000);
    expect(shown.at(-1)).toBe(59);
    vi.advanceTimersByTime(3000);
    expect(shown.slice(-3)).toEqual([58, 57, 56]);
  });

  it("re-enables at zero and stops ticking", () => {
    const shown: number[] = [];
    watchCountdown(startCountdown("k-zero", 60), (left) => shown.push(left));
    vi.advanceTimersByTime(60_000);
    expect(shown.at(-1)).toBe(0);
    const ticks = shown.length;
    vi.advanceTimersByTime(10_000);
    expect(shown).toHaveLength(ticks);
  });

  it("reads the time left from the clock, so a throttled tab does not count slow", () => {
    const shown: number[] = [];
    watchCountdown(startCountdown("k-throttled", 60), (left) => shown.push(left));
    // 40 s pass while the browser holds the timers back (a background tab); then one tick runs.
    vi.setSystemTime(Date.now() + 40_000);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([60, 19]);
  });

  it("keeps the deadline per destination across remounts", () => {
    const deadline = startCountdown("register:email:keep@b.test", 60);
    vi.advanceTimersByTime(15_000);
    expect(countdownDeadline("register:email:keep@b.test")).toBe(deadline);
    expect(secondsLeft(countdownDeadline("register:email:keep@b.test"), Date.now())).toBe(45);
    expect(secondsLeft(countdownDeadline("register:email:other@b.test"), Date.now())).toBe(0);
  });

  it("stops when asked, as when the button leaves the screen", () => {
    const shown: number[] = [];
    const stop = watchCountdown(startCountdown("k-stop", 60), (left) => shown.push(left));
    stop();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([60]);
  });
});
