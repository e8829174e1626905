import { describe, expect, it, vi } from "vitest";
import { createTabTopics } from "./tab-topics.ts";

function remote() {
  return { subscribe: vi.fn(() => Promise.resolve()), unsubscribe: vi.fn(() => Promise.resolve()) };
}

describe("tab topics", () => {
  it("tells the worker once per topic however many views hold it", () => {
    const worker = remote();
    const topics = createTabTopics("tab-a");
    topics.attach(worker);
    const releaseChart = topics.acquire("KLINE.EURUSD");
    const releasePrice = topics.acquire("KLINE.EURUSD");
    releaseChart();
    releaseChart();
    expect(worker.subscribe).toHaveBeenCalledTimes(1);
    expect(worker.unsubscribe).not.toHaveBeenCalled();
    releasePrice();
    expect(worker.unsubscribe).toHaveBeenCalledWith("KLINE.EURUSD", "tab-a");
  });

  it("sends topics held before the worker existed once it is attached, and again on resync", () => {
    const worker = remote();
    const topics = createTabTopics("tab-a");
    topics.acquire("DAY_MARKET");
    topics.attach(worker);
    topics.resync();
    expect(worker.subscribe.mock.calls).toEqual([
      ["DAY_MARKET", "tab-a"],
      ["DAY_MARKET", "tab-a"],
    ]);
    expect(topics.topics()).toEqual(["DAY_MARKET"]);
  });
});
