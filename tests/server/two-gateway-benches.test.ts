import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directProcesses, type Gateways } from "../bench/gateways.ts";
import { roundTripLoad, runRoundTrips } from "../bench/round-trips.ts";
import { startSocketGenerators, type SocketGenerators } from "../bench/socket-generators.ts";
import { playTicks } from "../bench/tick-player.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";

/**
 * The two-process benches (bench:sockets, bench:orders-2gw) at a small scale, checking what their
 * figures rest on rather than any timing: the load really is spread over both processes, and every
 * tick played on one reaches the clients of both.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const CLIENTS = 30;
const TICKS = 4;
const SLOW = 120_000;

let redis: TestRedis | undefined;
let database: ScratchDatabase | undefined;
let gateways: Gateways | undefined;
let generators: SocketGenerators | undefined;

/** Order calls a server has served, from its /metrics. */
async function ordersServed(server: string): Promise<number> {
  const text = await (await fetch(`${server}/metrics`)).text();
  return [...text.matchAll(/^pipwise_order_seconds_count\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe.skipIf(skipped !== "")(`the benches over two server processes${skipped}`, () => {
  beforeAll(async () => {
    redis = await startTestRedis();
    database = await createScratchDatabase(databaseUrl!);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, MARKET_SOURCE: "scripted", PIPWISE_TEST_HOOKS: "1", REGISTRATIONS_PER_IP_PER_HOUR: "100000" };
    gateways = await directProcesses(2)(env);
  }, 240_000);
  afterAll(async () => {
    generators?.close();
    await gateways?.close();
    await database?.drop();
    await redis?.stop();
  });

  it("delivers every price played on the first process to every socket client of both", { timeout: SLOW }, async () => {
    generators = startSocketGenerators(2);
    await generators.connect(gateways!.entries, CLIENTS);
    const counts = await Promise.all(gateways!.servers.map(async (server) => (await (await fetch(`${server}/v1/api/test/socket-count`)).json()).data.count));
    expect(counts).toEqual([CLIENTS / 2, CLIENTS / 2]);

    generators.record();
    const player = playTicks(gateways!.servers[0]!, 5);
    await expect.poll(() => player.played(), { timeout: SLOW }).toBeGreaterThanOrEqual(TICKS);
    await player.stop();
    await expect.poll(() => generators!.frames(), { timeout: SLOW }).toBe(CLIENTS * player.played());
    const figures = await generators.stop();

    const latencies = figures.flatMap((f) => f.tickToClient);
    expect(latencies).toHaveLength(CLIENTS * player.played());
    expect(latencies.every((ms) => ms >= 0)).toBe(true);
    expect(figures.reduce((sum, f) => sum + f.closed, 0)).toBe(0);
  });

  it("deals the round trips' accounts out to both processes", { timeout: SLOW }, async () => {
    const load = await roundTripLoad(gateways!.entries[0]!, 4);
    const before = await Promise.all(gateways!.servers.map(ordersServed));
    const trips = await runRoundTrips(gateways!.entries, load, { warmUpMs: 0, measureMs: 200 });
    const after = await Promise.all(gateways!.servers.map(ordersServed));
    // Each account's loop goes round at least once, a submit and a close, on the process it was dealt to.
    after.forEach((served, i) => expect(served - before[i]!).toBeGreaterThanOrEqual(4));
    expect(trips.seconds).toBeGreaterThan(0);
  });
});
