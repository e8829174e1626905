import { afterEach, describe, expect, it, vi } from "vitest";
import { createExpirySweeper } from "./expiry-sweeper.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("the expiry sweeper", () => {
  it("sweeps every period while started, never two sweeps at once, and stops after the sweep under way", async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const sweep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const sweeper = createExpirySweeper({ sweep, log: { error: vi.fn() }, everyMs: 1_000 });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    const stopped = sweeper.stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it("logs a failed sweep and sweeps again at the next period", async () => {
    vi.useFakeTimers();
    const error = vi.fn();
    const sweep = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue(0);
    const sweeper = createExpirySweeper({ sweep, log: { error }, everyMs: 1_000 });
    sweeper.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "expiring pending orders failed");
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
  });
});
