import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RankingEntry } from "#domain/order.ts";
import { scheduleRanking } from "./ranking.ts";

const entry = (user: string): RankingEntry => ({
  user,
  multiple: 100,
  three_week_rate: "1.00",
  three_week_win: "100.00",
  three_week_profit: "1.00",
  total_rate: "1.00",
  total_trade_num: 1,
  code: "EUR/USD",
  max_drawdown: "0.00",
  followers: 0,
});

/** A computation the test finishes by hand, counting how often it was asked for. */
function heldComputation() {
  const pending: Array<(entries: RankingEntry[]) => void> = [];
  const compute = vi.fn(() => new Promise<RankingEntry[]>((resolve) => pending.push(resolve)));
  return { compute, finish: (entries: RankingEntry[]) => pending.shift()!(entries) };
}

/** A ranking every 10 s over held computations, its first (at start) already finished. */
async function startedOnHeldComputations() {
  const { compute, finish } = heldComputation();
  const ranking = scheduleRanking({ compute, refreshSeconds: 10, onError: () => {} });
  const started = ranking.start();
  await vi.advanceTimersByTimeAsync(0);
  finish([entry("first")]);
  await started;
  return { ranking, compute, finish };
}

describe("the ranking's schedule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("computes once at start, then once per period, and serves the last list in between", async () => {
    let round = 0;
    const compute = vi.fn(async () => [entry(`round ${++round}`)]);
    const ranking = scheduleRanking({ compute, refreshSeconds: 300, onError: () => {} });
    expect(ranking.list()).toEqual([]);
    await ranking.start();
    expect(ranking.list()).toEqual([entry("round 1")]);

    await vi.advanceTimersByTimeAsync(299_000);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(ranking.list()).toEqual([entry("round 1")]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(ranking.list()).toEqual([entry("round 2")]);
    await ranking.stop();
  });

  it("keeps the last list when a computation fails, and reports it", async () => {
    const failure = new Error("database gone");
    const compute = vi.fn().mockResolvedValueOnce([entry("kept")]).mockRejectedValueOnce(failure);
    const onError = vi.fn();
    const ranking = scheduleRanking({ compute, refreshSeconds: 60, onError });
    await ranking.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(ranking.list()).toEqual([entry("kept")]);
    await ranking.stop();
  });

  it("skips a tick while a computation still runs, and never runs two at once", async () => {
    const { ranking, compute, finish } = await startedOnHeldComputations();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(compute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(compute).toHaveBeenCalledTimes(2);

    const asked = ranking.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(compute).toHaveBeenCalledTimes(2);
    finish([entry("slow")]);
    await vi.advanceTimersByTimeAsync(0);
    expect(compute).toHaveBeenCalledTimes(3);
    finish([entry("asked")]);
    await asked;
    expect(ranking.list()).toEqual([entry("asked")]);
    await ranking.stop();
  });

  it("stops its timer and waits for the computation still running", async () => {
    const { ranking, compute, finish } = await startedOnHeldComputations();
    await vi.advanceTimersByTimeAsync(10_000);

    let stopped = false;
    const stopping = ranking.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish([entry("last")]);
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("keeps no schedule while following, and recomputes when a read finds the list a period old", async () => {
    const { ranking, compute, finish } = await startedOnHeldComputations();
    ranking.follow();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(compute).toHaveBeenCalledTimes(1);

    expect(ranking.list()).toEqual([entry("first")]);
    await vi.advanceTimersByTimeAsync(0);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(ranking.list()).toEqual([entry("first")]);
    finish([entry("read")]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ranking.list()).toEqual([entry("read")]);
    await vi.advanceTimersByTimeAsync(5_000);
    ranking.list();
    expect(compute).toHaveBeenCalledTimes(2);

    ranking.lead();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(compute).toHaveBeenCalledTimes(3);
    finish([entry("led")]);
    await ranking.stop();
  });
});
