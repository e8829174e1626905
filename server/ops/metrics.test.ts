import { describe, expect, it } from "vitest";
import { createMetrics } from "./metrics.ts";

const metricsWithNothingOpen = () => createMetrics({ socketsOpen: () => 0, databaseWaiting: () => 0, leader: () => 0 });

async function valueOf(metrics: ReturnType<typeof createMetrics>, name: string): Promise<number | undefined> {
  const metric = await metrics.registry.getSingleMetric(name)?.get();
  return metric?.values[0]?.value;
}

describe("the process's metrics", () => {
  it("counts ticks in as the market hub takes them, not as the bus carries klines", async () => {
    const metrics = metricsWithNothingOpen();
    for (let i = 0; i < 3; i++) metrics.bus.published("kline");
    expect(await valueOf(metrics, "pipwise_ticks_total")).toBe(0);
    metrics.tickIn();
    metrics.tickIn();
    expect(await valueOf(metrics, "pipwise_ticks_total")).toBe(2);
  });
});
