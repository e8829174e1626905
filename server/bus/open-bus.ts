import { createInProcessBus, type Bus, type BusObserver } from "../bus.ts";
import type { Config } from "../config.ts";
import type { Log } from "../platform/log.ts";
import { connectRedisBus } from "./redis-bus.ts";

/** The bus REDIS_URL asks for: over Redis between processes, or in this process without it. */
export async function openBus(config: Pick<Config, "redisUrl">, log: Log, observer?: BusObserver): Promise<{ bus: Bus; close(): Promise<void> }> {
  if (!config.redisUrl) return { bus: createInProcessBus(observer), close: async () => undefined };
  const bus = await connectRedisBus(config.redisUrl, log, observer);
  return { bus, close: () => bus.close() };
}
