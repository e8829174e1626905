import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdjustableClock, type AdjustableClock } from "#server/platform/clock.ts";
import { createMemoryLimitStore, type LimitStore, type LimitWindow } from "#server/platform/limit-store.ts";
import type { Log } from "#server/platform/log.ts";
import { redisLimitStore } from "#server/platform/redis-limit-store.ts";
import { connectSharedRedis } from "#server/platform/shared-redis.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";

const MINUTE = 60_000;
const SILENT: Log = { info() {}, warn() {}, error() {} };
const START = 1_700_000_000_000;

let redis: TestRedis | undefined;
let names = 0;
/** A window of its own for each test, so the shared Redis carries nothing from one test to the next. */
const windowOf = (limit: number, windowMs: number): LimitWindow => ({ name: `test-${process.pid}-${names++}`, limit, windowMs });

/** A wait to within 50 ms: the Redis store reads Redis's clock, which runs on while the test talks to it. */
const about = (ms: number) => expect.closeTo(ms, -2);

/** The same behaviour from both stores; the Redis one only where a redis-server can be started. */
type Opened = LimitStore & { close(): Promise<unknown> };

/** A store on a connection of its own, as each process has. */
async function onRedis(clock: AdjustableClock): Promise<Opened> {
  const connection = await connectSharedRedis(redis!.url, SILENT);
  return { ...(await redisLimitStore(connection, clock)), close: () => connection.quit() };
}

const STORES: Array<{ kind: string; open(clock: AdjustableClock): Promise<Opened> }> = [
  { kind: "in memory", open: async (clock) => ({ ...createMemoryLimitStore(clock), close: async () => undefined }) },
  ...(HAS_REDIS ? [{ kind: "on Redis", open: onRedis }] : []),
];

describe("limit stores", () => {
  beforeAll(async () => {
    if (HAS_REDIS) redis = await startTestRedis();
  });
  afterAll(() => redis?.stop());

  describe.each(STORES)("$kind", ({ open }) => {
    it("allows `limit` events, then refuses with the time until the oldest leaves the window", async () => {
      const clock = createAdjustableClock(() => START);
      const store = await open(clock);
      const window = windowOf(3, 10 * MINUTE);
      const take = () => store.reserve([[[window, "a"]]]);
      try {
        expect(await take()).toHaveProperty("slots");
        clock.advance(2 * MINUTE);
        expect(await take()).toHaveProperty("slots");
        expect(await take()).toHaveProperty("slots");
        expect(await take()).toEqual({ refused: 0, retryAfterMs: about(8 * MINUTE) });
        clock.advance(8 * MINUTE);
        expect(await take()).toHaveProperty("slots");
        expect(await take()).toEqual({ refused: 0, retryAfterMs: about(2 * MINUTE) });
      } finally {
        await store.close();
      }
    });

    it("counts nothing when a later group refuses, names that group, and gives back released and reset slots", async () => {
      const clock = createAdjustableClock(() => START);
      const store = await open(clock);
      const [first, second] = [windowOf(5, MINUTE), windowOf(1, 30_000)];
      try {
        expect(await store.reserve([[[second, "k"]]])).toHaveProperty("slots");
        expect(await store.reserve([[[first, "k"]], [[second, "k"]]])).toEqual({ refused: 1, retryAfterMs: about(30_000) });
        const four = await Promise.all([1, 2, 3, 4].map(() => store.reserve([[[first, "k"]]])));
        expect(four.every((reserved) => "slots" in reserved)).toBe(true);
        expect(await store.reserve([[[first, "k"]]])).toHaveProperty("slots");
        expect(await store.reserve([[[first, "k"]]])).toHaveProperty("refused", 0);

        const [one] = four;
        if (!("slots" in one!)) throw new Error("reserved above");
        await one.slots.release();
        expect(await store.reserve([[[first, "k"]]])).toHaveProperty("slots");
        await store.reset(first, "k");
        expect(await store.reserve([[[first, "k"]]])).toHaveProperty("slots");
      } finally {
        await store.close();
      }
    });
  });

  it.skipIf(!HAS_REDIS)(`lets exactly \`limit\` of 200 concurrent reservations through two connections to one Redis${NO_REDIS_NOTE}`, async () => {
    const clock = createAdjustableClock(() => START);
    const stores = await Promise.all([onRedis(clock), onRedis(clock)]);
    const [perIp, perAccount] = [windowOf(30, MINUTE), windowOf(1000, MINUTE)];
    try {
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => stores[i % 2]!.reserve([[[perIp, "10.0.0.1"], [perAccount, "ana"]]])));
      expect(answers.filter((answer) => "slots" in answer)).toHaveLength(30);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it.skipIf(!HAS_REDIS)(`counts one window for two processes whose clocks disagree by five minutes${NO_REDIS_NOTE}`, async () => {
    const stores = await Promise.all([onRedis(createAdjustableClock()), onRedis(createAdjustableClock(() => Date.now() + 5 * MINUTE))]);
    const window = windowOf(3, MINUTE);
    try {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await stores[i % 2]!.reserve([[[window, "10.0.0.2"]]]));
      expect(answers.map((answer) => "slots" in answer)).toEqual([true, true, true, false, false, false]);
      expect(answers[3]).toEqual({ refused: 0, retryAfterMs: about(MINUTE) });
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
