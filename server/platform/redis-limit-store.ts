import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { Clock } from "./clock.ts";
import type { LimitStore, LimitWindow } from "./limit-store.ts";

const PREFIX = "pipwise:limit:";

/**
 * The sliding window of every entry as a sorted set of event times (score = time in ms), checked
 * and counted in one script, so the reservation is atomic across every process on this Redis.
 * KEYS: one per entry. ARGV: now, the member this call adds, then per entry its limit, its window
 * in ms and its group number. Returns {-1, 0} when counted, else {first refusing group, wait in ms}.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local refusedGroup, refusedWait = nil, 0
for i, key in ipairs(KEYS) do
  local base = 2 + (i - 1) * 3
  local limit, window, group = tonumber(ARGV[base + 1]), tonumber(ARGV[base + 2]), tonumber(ARGV[base + 3])
  redis.call("ZREMRANGEBYSCORE", key, "-inf", now - window)
  local count = redis.call("ZCARD", key)
  if count >= limit then
    local oldest = redis.call("ZRANGE", key, count - limit, count - limit, "WITHSCORES")
    local wait = tonumber(oldest[2]) + window - now
    if refusedGroup == nil or group < refusedGroup then
      refusedGroup, refusedWait = group, wait
    elseif group == refusedGroup and wait > refusedWait then
      refusedWait = wait
    end
  end
end
if refusedGroup ~= nil then return {refusedGroup, refusedWait} end
for i, key in ipairs(KEYS) do
  redis.call("ZADD", key, now, ARGV[2])
  redis.call("PEXPIRE", key, tonumber(ARGV[2 + (i - 1) * 3 + 2]))
end
return {-1, 0}
`;

const keyOf = (window: LimitWindow, key: string) => `${PREFIX}${window.name}:${key}`;

/**
 * Limits shared by every process on one Redis (see connectSharedRedis). Times come from the
 * process's clock, as in memory, so the processes' clocks must agree (NTP): one running ahead
 * would sweep the others' events out of the window early.
 */
export async function redisLimitStore(redis: Redis, clock: Clock): Promise<LimitStore> {
  const sha = (await redis.script("LOAD", RESERVE)) as string;
  // A restarted Redis has forgotten the script: send it whole once more.
  const run = (keys: string[], args: Array<string | number>) =>
    redis.evalsha(sha, keys.length, ...keys, ...args).catch((error: unknown) => {
      if (!String(error).includes("NOSCRIPT")) throw error;
      return redis.eval(RESERVE, keys.length, ...keys, ...args);
    });
  return {
    async reserve(groups) {
      const entries = groups.flatMap((group, index) => group.map(([window, key]) => ({ window, key, index })));
      const now = clock.now();
      const member = `${now}:${randomUUID()}`;
      const args = entries.flatMap(({ window, index }) => [window.limit, window.windowMs, index]);
      const keys = entries.map(({ window, key }) => keyOf(window, key));
      const [refused, wait] = (await run(keys, [now, member, ...args])) as [number, number];
      if (refused >= 0) return { refused, retryAfterMs: wait };
      return { slots: { release: async () => void (await Promise.all(keys.map((key) => redis.zrem(key, member)))) } };
    },
    reset: async (window, key) => void (await redis.del(keyOf(window, key))),
  };
}
