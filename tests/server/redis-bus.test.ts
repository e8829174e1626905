import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anOrder } from "#domain/testing/order-fixture.ts";
import { TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { HEARD_WAIT_MS, type BusChannel, type BusEvents, type ReviewDecided } from "#server/bus.ts";
import { connectRedisBus, type RedisBus } from "#server/bus/redis-bus.ts";
import type { Log } from "#server/platform/log.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";
import { startTestGateway } from "./socket-test-gateway.ts";

const SILENT: Log = { info() {}, warn() {}, error() {} };

/** Everything one bus hears on `channel`, and a wait for the first message that matches. */
function record<C extends BusChannel>(bus: RedisBus, channel: C) {
  const heard: BusEvents[C][] = [];
  const waiters: Array<{ match: (message: BusEvents[C]) => boolean; resolve: () => void }> = [];
  bus.subscribe(channel, (message) => {
    heard.push(message);
    for (const waiter of waiters) if (waiter.match(message)) waiter.resolve();
  });
  return {
    heard,
    until: (match: (message: BusEvents[C]) => boolean) =>
      heard.some(match) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ match, resolve })),
  };
}

async function until(condition: () => boolean): Promise<void> {
  await expect.poll(condition, { timeout: 10_000, interval: 20 }).toBe(true);
}

const decided: ReviewDecided = {
  userId: 42,
  kind: "deposit",
  subject: { id: "review.subject", message: "Your deposit of {amount} was approved" },
  body: { id: "review.body", message: "{amount} reached account {account}" },
  values: { amount: "1234567.89", account: 7 },
};

describe.skipIf(!HAS_REDIS)(`the bus over Redis${NO_REDIS_NOTE}`, () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(() => redis?.stop());

  it("delivers each message once to every process, the publisher included, with its values intact", async () => {
    const [a, b] = await Promise.all([connectRedisBus(redis.url, SILENT), connectRedisBus(redis.url, SILENT)]);
    try {
      const heardByA = record(a, "review-decided");
      const heardByB = record(b, "review-decided");
      const tradesOnA = record(a, "forex-trade");
      const tradesOnB = record(b, "forex-trade");
      a.publish("review-decided", decided);
      b.publish("forex-trade", { userId: 42, data: anOrder({ Id: 9, FactProfits: "-1234.56" }) });
      // One publisher's messages arrive in order: once the last is in, any duplicate of the first would be too.
      a.publish("review-decided", { ...decided, userId: 0 });
      b.publish("forex-trade", { userId: 0, data: anOrder({ Id: 0 }) });
      for (const heard of [heardByA, heardByB]) await heard.until((message) => message.userId === 0);
      for (const heard of [tradesOnA, tradesOnB]) await heard.until((message) => message.userId === 0);

      for (const heard of [heardByA, heardByB]) expect(heard.heard).toEqual([decided, { ...decided, userId: 0 }]);
      for (const heard of [tradesOnA, tradesOnB]) expect(heard.heard.map((message) => message.userId)).toEqual([42, 0]);
      expect(tradesOnA.heard[0]!.data).toEqual(anOrder({ Id: 9, FactProfits: "-1234.56" }));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("answers a message published to be heard once every process has run it, a slow one included", async () => {
    const [a, b] = await Promise.all([connectRedisBus(redis.url, SILENT), connectRedisBus(redis.url, SILENT)]);
    // A third process that takes its time: it sends the heard id back 300 ms after the message.
    const slow = new Redis(redis.url);
    const slowReply = new Redis(redis.url);
    let slowRan = false;
    slow.on("message", (_channel: string, text: string) => {
      setTimeout(() => {
        slowRan = true;
        void slowReply.publish("pipwise:bus-heard", (JSON.parse(text) as { heard: string }).heard);
      }, 300);
    });
    await slow.subscribe("pipwise:bus:session-revoked");
    try {
      const heardByB = record(b, "session-revoked");
      await a.publishHeard("session-revoked", { userId: 5, sessionIds: [50] });
      expect(heardByB.heard).toEqual([{ userId: 5, sessionIds: [50] }]);
      expect(slowRan).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close(), slow.quit(), slowReply.quit()]);
    }
  });

  it("stops waiting for a process that never says it heard, and says so", async () => {
    const warnings: string[] = [];
    const bus = await connectRedisBus(redis.url, { ...SILENT, warn: (_fields, message) => warnings.push(message) });
    const deaf = new Redis(redis.url);
    await deaf.subscribe("pipwise:bus:session-revoked");
    try {
      const started = performance.now();
      await bus.publishHeard("session-revoked", { userId: 6, sessionIds: [60] });
      expect(performance.now() - started).toBeGreaterThanOrEqual(HEARD_WAIT_MS - 50);
      expect(warnings).toEqual(["not every process said it heard a bus message in time"]);
    } finally {
      await Promise.all([bus.close(), deaf.quit()]);
    }
  });

  it("tells the metrics of each message it publishes and of each delivery, with the time since its publish", async () => {
    const published: BusChannel[] = [];
    const delivered: Array<{ channel: BusChannel; lagMs: number }> = [];
    const observed = await connectRedisBus(redis.url, SILENT, {
      published: (channel) => published.push(channel),
      delivered: (channel, lagMs) => delivered.push({ channel, lagMs }),
    });
    const other = await connectRedisBus(redis.url, SILENT);
    try {
      const heard = record(observed, "review-decided");
      other.publish("review-decided", decided);
      await heard.until((message) => message.userId === decided.userId);
      expect(published).toEqual([]);
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.channel).toBe("review-decided");
      expect(delivered[0]!.lagMs).toBeGreaterThanOrEqual(0);
      expect(delivered[0]!.lagMs).toBeLessThan(5_000);
      observed.publish("quotes", []);
      expect(published).toEqual(["quotes"]);
    } finally {
      await Promise.all([observed.close(), other.close()]);
    }
  });

  it("reports the loss of Redis, reconnects, tells its listeners of the gap and carries messages again", async () => {
    const bus = await connectRedisBus(redis.url, SILENT);
    const other = await connectRedisBus(redis.url, SILENT);
    try {
      let gaps = 0;
      bus.onGap(() => gaps++);
      expect(bus.health()).toEqual({ connected: true });

      await redis.stop();
      await until(() => !bus.health().connected);
      await redis.start();
      await until(() => gaps === 1 && bus.health().connected);

      const revoked = record(bus, "session-revoked");
      await until(() => other.health().connected);
      other.publish("session-revoked", { userId: 5, sessionIds: [50, 51] });
      await revoked.until((message) => message.userId === 5);
      expect(revoked.heard).toEqual([{ userId: 5, sessionIds: [50, 51] }]);
    } finally {
      await Promise.all([bus.close(), other.close()]);
    }
  });

  it("brings a user's order event from the process that published it to the user's socket on another gateway, once", async () => {
    const [busA, busB] = await Promise.all([connectRedisBus(redis.url, SILENT), connectRedisBus(redis.url, SILENT)]);
    const [gatewayA, gatewayB] = await Promise.all([startTestGateway({ bus: busA }), startTestGateway({ bus: busB })]);
    try {
      const alice = await gatewayB.connect();
      alice.send({ type: "login", token: "token-alice" });
      expect(await alice.ack("login")).toMatchObject({ code: 1 });
      alice.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
      await alice.topicFrame(TOPIC_FOREX_TRADE, true);

      busA.publish("forex-trade", { userId: 7, data: anOrder({ Id: 1 }) });
      busA.publish("forex-trade", { userId: 8, data: anOrder({ Id: 2 }) });
      busA.publish("forex-trade", { userId: 7, data: anOrder({ Id: 3 }) });
      await alice.next((message) => JSON.stringify(message.data ?? null).includes('"Id":3'));
      await alice.settle();
      const items = alice.frames(TOPIC_FOREX_TRADE).filter((frame) => !frame.snapshot).flatMap((frame) => frame.data as Array<{ Id: number }>);
      expect(items.map((order) => order.Id)).toEqual([1, 3]);
    } finally {
      await Promise.all([gatewayA.close(), gatewayB.close()]);
      await Promise.all([busA.close(), busB.close()]);
    }
  });

  it("asks every socket of a gateway to reconnect after a gap, so clients take fresh snapshots", async () => {
    const bus = await connectRedisBus(redis.url, SILENT);
    const gateway = await startTestGateway({ bus });
    try {
      const clients = await Promise.all([gateway.connect(), gateway.connect()]);
      await redis.stop();
      await redis.start();
      for (const client of clients) expect(await client.closed).toEqual({ code: 1012, reason: "service restart" });
    } finally {
      await gateway.close();
      await bus.close();
    }
  });
});
