import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { AdjustableClock } from "./clock.ts";
import type { Hold } from "./held-slots.ts";

const PREFIX = "pipwise:held:";

/**
 * A slot is a member of the key's sorted set whose score is when its lease ends (Redis's time).
 * The holding process renews its slots' leases while it holds them, so the slots of a process that
 * died (kill -9, a lost host) lapse within one lease instead of holding the cap for ever.
 */
export const LEASE_MS = 30_000;
const RENEW_EVERY_MS = LEASE_MS / 3;

/** KEYS[1]: the cap's set. ARGV: ms to add to Redis's time (the test hooks' moves), the limit, the lease, the member. 1 when held. */
const HOLD = `
local time = redis.call("TIME")
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + tonumber(ARGV[1])
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", now)
if redis.call("ZCARD", KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call("ZADD", KEYS[1], now + tonumber(ARGV[3]), ARGV[4])
redis.call("PEXPIRE", KEYS[1], tonumber(ARGV[3]))
return 1
`;

/** KEYS: one set per slot. ARGV: the time's move, the lease, then each slot's member. A slot swept meanwhile is put back: it is still held. */
const RENEW = `
local time = redis.call("TIME")
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000) + tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call("ZADD", key, now + tonumber(ARGV[2]), ARGV[2 + i])
  redis.call("PEXPIRE", key, tonumber(ARGV[2]))
end
return 1
`;

/** Slots shared by every process on one Redis: the cap holds in total, whichever process holds them. */
export function redisHolds(redis: Redis, clock: Pick<AdjustableClock, "advanced">, log: { warn(details: object, message: string): void }): Hold {
  const mine = new Map<string, string>();
  let renewing: ReturnType<typeof setInterval> | undefined;

  const renew = () => {
    if (mine.size === 0) return;
    const slots = [...mine];
    redis
      .eval(RENEW, slots.length, ...slots.map(([, key]) => key), clock.advanced(), LEASE_MS, ...slots.map(([member]) => member))
      .catch((error: unknown) => log.warn({ err: error }, "the leases of this process's sockets could not be renewed"));
  };

  const forget = (member: string) => {
    mine.delete(member);
    if (mine.size > 0 || !renewing) return;
    clearInterval(renewing);
    renewing = undefined;
  };

  return async ({ name, limit }, key) => {
    const setKey = `${PREFIX}${name}:${key}`;
    const member = randomUUID();
    const held = (await redis.eval(HOLD, 1, setKey, clock.advanced(), limit, LEASE_MS, member)) === 1;
    if (!held) return null;
    mine.set(member, setKey);
    renewing ??= setInterval(renew, RENEW_EVERY_MS).unref();
    return {
      release: async () => {
        if (!mine.has(member)) return;
        forget(member);
        await redis.zrem(setKey, member);
      },
    };
  };
}
