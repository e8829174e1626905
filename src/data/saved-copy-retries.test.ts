import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retrySavedCopy } from "./saved-copy-retries.ts";

describe("a page shown from a saved copy while online", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads again after 2, 4, 8, 16 and then every 30 seconds", () => {
    const refresh = vi.fn();
    retrySavedCopy(refresh);
    const readsAt = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return refresh.mock.calls.length;
    };
    expect(readsAt(1_999)).toBe(0);
    expect(readsAt(1)).toBe(1);
    expect(readsAt(4_000)).toBe(2);
    expect(readsAt(8_000)).toBe(3);
    expect(readsAt(16_000)).toBe(4);
    expect(readsAt(30_000)).toBe(5);
    expect(readsAt(30_000)).toBe(6);
  });

  it("reads no more once stopped", () => {
    const refresh = vi.fn();
    const stop = retrySavedCopy(refresh);
    vi.advanceTimersByTime(2_000);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
