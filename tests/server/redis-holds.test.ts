import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdjustableClock } from "#server/platform/clock.ts";
import type { Hold } from "#server/platform/held-slots.ts";
import type { Log } from "#server/platform/log.ts";
import { LEASE_MS, redisHolds } from "#server/platform/redis-holds.ts";
import { connectSharedRedis } from "#server/platform/shared-redis.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";

/**
 * Slots held on one Redis by several processes (the sockets of an address): the cap holds in total
 * however many ask at once, a released slot is free again, and the slots of a process that stopped
 * renewing them (it died) lapse after one lease while a live process keeps its own.
 */
const SILENT: Log = { info() {}, warn() {}, error() {} };

let redis: TestRedis | undefined;
const connections: Redis[] = [];
let caps = 0;
const capOf = (limit: number) => ({ name: `test-${process.pid}-${caps++}`, limit });

/** A process's holds, on a connection of its own, with a clock the test moves. */
async function aProcess() {
  const connection = await connectSharedRedis(redis!.url, SILENT);
  connections.push(connection);
  const clock = createAdjustableClock();
  return { hold: redisHolds(connection, clock, SILENT) as Hold, clock, connection };
}

describe.skipIf(!HAS_REDIS)(`slots held on Redis${NO_REDIS_NOTE}`, () => {
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(() => void vi.useRealTimers());
  afterAll(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.quit().catch(() => undefined)));
    await redis?.stop();
  });

  it("gives 100 concurrent asks from two processes exactly the cap, and a released slot to the next", async () => {
    const [one, two] = [await aProcess(), await aProcess()];
    const cap = capOf(7);
    const slots = await Promise.all(Array.from({ length: 100 }, (_, index) => (index % 2 ? one : two).hold(cap, "203.0.113.9")));
    const held = slots.filter((slot) => slot !== null);
    expect(held).toHaveLength(7);
    expect(await one.hold(cap, "203.0.113.9")).toBeNull();
    expect(await one.hold(cap, "203.0.113.10")).not.toBeNull();
    await held[0]!.release();
    await held[0]!.release();
    expect(await two.hold(cap, "203.0.113.9")).not.toBeNull();
    expect(await two.hold(cap, "203.0.113.9")).toBeNull();
  });

  it("lets the slots of a process that stopped renewing lapse after a lease, and keeps those a live process renews", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const [live, dead] = [await aProcess(), await aProcess()];
    const cap = capOf(5);
    for (let i = 0; i < 3; i++) expect(await live.hold(cap, "198.51.100.1")).not.toBeNull();
    for (let i = 0; i < 2; i++) expect(await dead.hold(cap, "198.51.100.1")).not.toBeNull();
    expect(await live.hold(cap, "198.51.100.1")).toBeNull();
    await dead.connection.quit();

    // A lease later by both processes' clocks: the live one renews, the dead one cannot.
    live.clock.advance(LEASE_MS + 1_000);
    // The renewal goes out on the live process's connection, so the asks after it are answered after it.
    await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
    const after = await Promise.all(Array.from({ length: 4 }, () => live.hold(cap, "198.51.100.1")));
    expect(after.filter((slot) => slot !== null)).toHaveLength(2);
  });
});
