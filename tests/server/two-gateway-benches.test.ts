import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_DATABASE_URL, behindProxy, directProcesses, missingStores, proxyRefusal, type Gateways, type Launch } from "../bench/gateways.ts";
import { roundTripLoad, runRoundTrips } from "../bench/round-trips.ts";
import { startSocketGenerators, type SocketGenerators } from "../bench/socket-generators.ts";
import { playTicks } from "../bench/tick-player.ts";
import { metricsOf } from "./helpers/metrics-scrape.ts";
import { startTestRedis, type TestRedis } from "./helpers/redis-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";

/**
 * The two-process benches (bench:sockets, bench:orders-2gw) at a small scale, straight to two
 * processes and through HAProxy, checking what their figures rest on rather than any timing: the
 * load really is spread over two processes, and every tick played on the feed's process reaches
 * every client wherever it landed.
 */
const missing = missingStores();
const skipped = missing ? ` (skipped: ${missing})` : "";
const CLIENTS = 30;
const TICKS = 4;
const ACCOUNTS = 8;
const SLOW = 120_000;
const PROXY_REFUSAL = proxyRefusal(CLIENTS);
const LAUNCHES: [string, Launch, string][] = [
  ["two processes, straight to their ports", directProcesses(2), ""],
  ["two gateways behind HAProxy", behindProxy(2), PROXY_REFUSAL ? ` (skipped: ${PROXY_REFUSAL})` : ""],
];


/** Order calls a server has served, from its /metrics. */
async function ordersServed(server: string): Promise<number> {
  const text = await metricsOf(server);
  return [...text.matchAll(/^pipwise_order_seconds_count\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
}

/** Sockets open on a process; a market process serves none (and has no socket doors). */
async function socketsOn(server: string): Promise<number> {
  const answer = await fetch(`${server}/v1/api/test/socket-count`);
  return answer.ok ? ((await answer.json()) as { data: { count: number } }).data.count : 0;
}

const spreadOver = (counts: readonly number[]) => counts.filter((count) => count > 0).length;

describe.skipIf(skipped !== "").each(LAUNCHES)(`the benches over %s${skipped}`, (_, launch, launchSkipped) => {
  let redis: TestRedis | undefined;
  let database: ScratchDatabase | undefined;
  let gateways: Gateways | undefined;
  let generators: SocketGenerators | undefined;

  beforeAll(async () => {
    if (launchSkipped) return;
    redis = await startTestRedis();
    database = await createScratchDatabase(BENCH_DATABASE_URL!);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, MARKET_SOURCE: "scripted", PIPWISE_TEST_HOOKS: "1", REGISTRATIONS_PER_IP_PER_HOUR: "100000" };
    gateways = await launch(env);
  }, 240_000);
  afterAll(async () => {
    generators?.close();
    await gateways?.close();
    await database?.drop();
    await redis?.stop();
  });

  it.skipIf(launchSkipped !== "")(`delivers every price played on the feed's process to socket clients spread over two processes${launchSkipped}`, { timeout: SLOW }, async () => {
    generators = startSocketGenerators(2);
    await generators.connect(gateways!.entries, CLIENTS);
    const counts = await Promise.all(gateways!.processes.map(({ url }) => socketsOn(url)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(CLIENTS);
    expect(spreadOver(counts)).toBe(2);

    generators.record();
    const player = playTicks(gateways!.feed, 5);
    await expect.poll(() => player.played(), { timeout: SLOW }).toBeGreaterThanOrEqual(TICKS);
    await player.stop();
    await expect.poll(() => generators!.frames(), { timeout: SLOW }).toBe(CLIENTS * player.played());
    const figures = await generators.stop();

    const latencies = figures.flatMap((f) => f.tickToClient);
    expect(latencies).toHaveLength(CLIENTS * player.played());
    expect(latencies.every((ms) => ms >= 0)).toBe(true);
    expect(figures.reduce((sum, f) => sum + f.closed, 0)).toBe(0);
  });

  it.skipIf(launchSkipped !== "")(`serves the round trips' orders on two processes${launchSkipped}`, { timeout: SLOW }, async () => {
    const load = await roundTripLoad(gateways!.entries[0]!, ACCOUNTS);
    const before = await Promise.all(gateways!.processes.map(({ url }) => ordersServed(url)));
    const trips = await runRoundTrips(gateways!.entries, load, { warmUpMs: 0, measureMs: 200 });
    const after = await Promise.all(gateways!.processes.map(({ url }) => ordersServed(url)));
    const served = after.map((count, i) => count - before[i]!);
    // Each account's loop goes round at least once: a submit and a close.
    expect(served.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(2 * ACCOUNTS);
    expect(spreadOver(served)).toBe(2);
    expect(trips.seconds).toBeGreaterThan(0);
  });
});
