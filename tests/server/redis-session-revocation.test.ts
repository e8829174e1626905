import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clusterEnv, demoTrader, namedUrl, type ClusterTrader } from "./helpers/market-cluster.ts";
import { HAS_REDIS, NO_REDIS_NOTE, startTestRedis, type TestRedis } from "./helpers/redis-server.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";

/** Two server processes on one PostgreSQL and one Redis: each keeps the sessions it found a few seconds. */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

let redis: TestRedis | undefined;
let scratch: ScratchDatabase | undefined;
let database: pg.Client | undefined;
const started: ServerProcess[] = [];

async function start(name: string): Promise<ServerProcess> {
  const server = await startServerProcess(clusterEnv(namedUrl(scratch!.url, name), redis!.url));
  started.push(server);
  return server;
}

/** The HTTP status of an order-path call (the book's first page) through `server`. */
async function statusOfOrderCall(server: ServerProcess, trader: ClusterTrader): Promise<number> {
  const body = new URLSearchParams({ status: "1", page: "1" });
  return (await fetch(`${server.baseUrl}/v1/api/forex/my_deal`, { method: "POST", headers: { authorization: trader.token }, body })).status;
}

describe.skipIf(skipped !== "")(`a session revoked in one process${skipped}`, () => {
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    [redis, scratch] = await Promise.all([startTestRedis(), createScratchDatabase(databaseUrl!)]);
    // One after the other: the first start creates and seeds the database.
    first = await start("pipwise-first");
    second = await start("pipwise-second");
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
  }, 240_000);
  afterAll(async () => {
    await Promise.allSettled([database?.end(), ...started.map((server) => server.close())]);
    await Promise.allSettled([scratch?.drop(), redis?.stop()]);
  });

  it("ends at once in the other process, which had it cached", { timeout: 60_000 }, async () => {
    const trader = await demoTrader(first);
    expect(await statusOfOrderCall(second, trader)).toBe(200);
    // Expired behind the servers' backs and restored: the second process answered from its cache meanwhile.
    await database!.query("UPDATE sessions SET expires_at = expires_at - interval '400 days'");
    expect(await statusOfOrderCall(second, trader)).toBe(200);
    await database!.query("UPDATE sessions SET expires_at = expires_at + interval '400 days'");

    const logout = await fetch(`${first.baseUrl}/api/user/logout`, { method: "POST", headers: { authorization: trader.token }, body: new URLSearchParams() });
    expect(((await logout.json()) as { code: number }).code).toBe(1);
    expect(await statusOfOrderCall(second, trader)).toBe(401);
  });
});
