/**
 * `npm run bench:failover`: two server processes on one PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, a scratch database of its own) and one Redis (a private redis-server), on the
 * scripted market. FAILOVER_RUNS times (default 5): a trader sets a stop loss through the follower,
 * the leader is killed with SIGKILL, the time until the follower reports itself leader is taken,
 * the new leader's first price crosses the stop loss, and a fresh process replaces the killed one.
 * Prints the time to a new leader (min/median/max) and how many of those stop losses fired.
 */
import pg from "pg";
import {
  clusterEnv,
  demoTrader,
  instrumentIdOn,
  leads,
  playPrice,
  submitOn,
  untilClosed,
  untilLeads,
} from "../server/helpers/market-cluster.ts";
import { HAS_REDIS, startTestRedis } from "../server/helpers/redis-server.ts";
import { withScratchDatabase } from "../server/helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "../server/helpers/server-process.ts";
import { percentile } from "./stats.ts";

const RUNS = Number(process.env.FAILOVER_RUNS ?? 5);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** One failover: resolves with the ms to a new leader and whether the stop loss fired on it. */
async function failover(database: pg.Client, servers: ServerProcess[], eurusd: number): Promise<{ ms: number; fired: boolean }> {
  const [leader, follower] = (await leads(servers[0]!)) ? servers : [servers[1]!, servers[0]!];
  await playPrice(leader!, "EURUSD", "1.10000");
  const order = await submitOn(follower!, await demoTrader(follower!), { forex_id: eurusd, type: 1, status: 1, stop_loss_price: "1.09000" });
  const killedAt = performance.now();
  leader!.signal("SIGKILL");
  await leader!.exited;
  await untilLeads(follower!, 30_000);
  const ms = performance.now() - killedAt;
  await playPrice(follower!, "EURUSD", "1.08900");
  const closed = await untilClosed(database, order.Id, 5_000).catch(() => undefined);
  await leader!.close();
  return { ms, fired: closed?.closeReason === "stop-loss" };
}

async function main(): Promise<void> {
  if (!adminUrl) throw new Error("set BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://… (a role that may create databases)");
  if (!HAS_REDIS) throw new Error("no redis-server on PATH (apt-get install redis-server)");
  const redis = await startTestRedis();
  try {
    await withScratchDatabase(adminUrl, async (url) => {
      const env = clusterEnv(url, redis.url);
      const servers = [await startServerProcess(env), await startServerProcess(env)];
      const database = new pg.Client({ connectionString: url });
      await database.connect();
      try {
        const eurusd = await instrumentIdOn(servers[0]!, "EURUSD");
        const times: number[] = [];
        let fired = 0;
        for (let run = 1; run <= RUNS; run++) {
          const result = await failover(database, servers, eurusd);
          times.push(result.ms);
          if (result.fired) fired++;
          console.log(`run ${run}: new leader after ${Math.round(result.ms)} ms, stop loss ${result.fired ? "fired" : "did not fire"}`);
          const survivor = (await leads(servers[0]!).catch(() => false)) ? servers[0]! : servers[1]!;
          servers.splice(0, servers.length, survivor, await startServerProcess(env));
        }
        const sorted = [...times].sort((a, b) => a - b);
        console.log(`time to a new leader over ${RUNS} kills: min ${Math.round(sorted[0]!)} ms, median ${Math.round(percentile(sorted, 50))} ms, max ${Math.round(sorted.at(-1)!)} ms`);
        console.log(`SL set before the kill fired after it: ${fired}/${RUNS}`);
      } finally {
        await database.end();
        await Promise.allSettled(servers.map((server) => server.close()));
      }
    });
  } finally {
    await redis.stop();
  }
}

await main();
