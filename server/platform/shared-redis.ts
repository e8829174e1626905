import { Redis } from "ioredis";
import type { Log } from "./log.ts";

/**
 * The connection of the state every process shares (limits, captchas). While Redis is away a
 * command fails at once, so a request errors rather than waits or passes unchecked.
 */
export async function connectSharedRedis(url: string, log: Log): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: (times) => Math.min(times * 100, 2000) });
  redis.on("error", (error: unknown) => {
    if (redis.status !== "end") log.warn({ err: error }, "the shared limits and captchas cannot reach Redis");
  });
  await redis.connect();
  return redis;
}
