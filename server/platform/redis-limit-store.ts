import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { AdjustableClock } from "./clock.ts";
import type { LimitStore, LimitWindow } from "./limit-store.ts";

const PREFIX = "pipwise:limit:";

/**
 * The sliding window of every entry as a sorted set of event times (score = time in ms), checked
 * and counted in one script, so the reservation is atomic across every process on this Redis.
 * The time is Redis's own (TIME), so processes whose clocks disagree still count one window;
 * Redis 5 and later replicate a script's writes, not the script, so TIME may come before them.
 * KEYS: one per entry. ARGV: ms to add to Redis's time (the test hooks' moves; 0 in production),
 * the member this call adds, then per entry its limit, its window in ms and its group number.
 * Returns {-1, 0} when counted, else {first refusing group, wait in ms}.
 */
const RESERVE = `
local time = redis.call("TIME")
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + tonumber(ARGV[1])
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
 * Limits shared by every process on one Redis (see connectSharedRedis). Times come from Redis's
 * clock, moved on by as much as the test hooks moved this process's clock: one process's clock
 * running ahead would otherwise sweep the others' events out of the window early.
 */
export async function redisLimitStore(redis: Redis, clock: Pick<AdjustableClock, "advanced">): Promise<LimitStore> {
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
      const member = randomUUID();
      const args = entries.flatMap(({ window, index }) => [window.limit, window.windowMs, index]);
      const keys = entries.map(({ window, key }) => keyOf(window, key));
      const [refused, wait] = (await run(keys, [clock.advanced(), member, ...args])) as [number, number];
      if (refused >= 0) return { refused, retryAfterMs: wait };
      return { slots: { release: async () => void (await Promise.all(keys.map((key) => redis.zrem(key, member)))) } };
    },
    reset: async (window, key) => void (await redis.del(keyOf(window, key))),
  };
}
