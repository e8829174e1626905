import { describe, expect, it } from "vitest";
import { createFetchQueue } from "./fetch-queue.ts";

function deferredRunner() {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const run = (key: number) => {
    started.push(key);
    return new Promise<void>((resolve) => finish.set(key, resolve));
  };
  return { started, finish: (key: number) => finish.get(key)!(), run };
}

describe("fetch queue", () => {
  it("runs at most the limit at once and starts the next as one finishes", async () => {
    const runner = deferredRunner();
    const queue = createFetchQueue(4, runner.run);
    for (let id = 1; id <= 45; id++) queue.request(id);
    expect(runner.started).toEqual([1, 2, 3, 4]);
    runner.finish(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(runner.started).toEqual([1, 2, 3, 4, 5]);
    expect(queue.waitingCount()).toBe(40);
  });

  it("never runs a job whose every asker cancelled, and joins duplicate asks", () => {
    const runner = deferredRunner();
    const queue = createFetchQueue(1, runner.run);
    queue.request(1);
    const cancelA = queue.request(2);
    const cancelB = queue.request(2);
    queue.request(3);
    cancelA();
    expect(queue.waitingCount()).toBe(2);
    cancelB();
    expect(queue.waitingCount()).toBe(1);
    queue.request(1);
    expect(queue.waitingCount()).toBe(1);
    expect(runner.started).toEqual([1]);
  });
});
