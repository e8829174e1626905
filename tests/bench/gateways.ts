import { join } from "node:path";
import { startCluster } from "#scripts/cluster/start-cluster.ts";
import { HAPROXY_BINARY, proxyConnectionsAllowed } from "#scripts/cluster/haproxy-host.ts";
import { SCRAPER_ENV } from "../server/helpers/metrics-scrape.ts";
import { HAS_REDIS, startTestRedis } from "../server/helpers/redis-server.ts";
import { withScratchDatabase } from "../server/helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "../server/helpers/server-process.ts";
import { ONE_ADDRESS_SOCKETS, TEST_HISTORY_DAYS } from "../server/helpers/test-config.ts";
import { pidWithArgument, type BenchProcess } from "./cpu-figures.ts";

/** What a bench measures against: one or more server processes and where its clients enter. */
export interface Gateways {
  label: string;
  /** Base URLs the clients are dealt out to in turn (the processes themselves, or the proxy before them). */
  entries: string[];
  /** The process whose price feed the bench plays (MARKET_SOURCE=scripted): the market process when there is one. */
  feed: string;
  /** Every server process, for its metrics. */
  processes: BenchProcess[];
  /** The pid of the proxy, when there is one, for its CPU. */
  proxyPid?: number;
  close(): Promise<void>;
}

/** The shared stores (DATABASE_URL, REDIS_URL) and the bench's settings, given to every process. */
export type Launch = (env: Record<string, string>) => Promise<Gateways>;

/**
 * `count` server processes (server/main.ts), clients going straight to their ports. They start one
 * after the other: on an empty database the first seeds it.
 */
export function directProcesses(count: number): Launch {
  return async (env) => {
    const started: ServerProcess[] = [];
    const close = async () => void (await Promise.allSettled(started.map((server) => server.stop())));
    try {
      for (let i = 0; i < count; i++) started.push(await startServerProcess({ ...SCRAPER_ENV, ...env }));
    } catch (error) {
      await close();
      throw error;
    }
    const urls = started.map((server) => server.baseUrl);
    return {
      label: count === 1 ? "1 process" : `${count} processes, direct`,
      entries: urls,
      feed: urls[0]!,
      processes: urls.map((url, i) => ({ name: `process ${i + 1}`, url })),
      close,
    };
  };
}

/** Why `clients` sockets cannot go through HAProxy here, or undefined when they can. */
export function proxyRefusal(clients: number): string | undefined {
  if (!HAPROXY_BINARY) return "no haproxy binary (apt-get install haproxy)";
  const allowed = proxyConnectionsAllowed();
  if (clients > allowed) return `HAProxy may hold ${allowed} connections under this hard \`ulimit -Hn\`; ${clients} need a hard limit of at least ${2 * clients + 100}`;
  return undefined;
}

/**
 * The cluster of `npm run start:cluster` (scripts/cluster): a market process and `count` gateways
 * behind HAProxy, every client entering through the proxy, which deals connections out itself.
 */
export function behindProxy(count: number): Launch {
  return async ({ DATABASE_URL, REDIS_URL, ...env }) => {
    const cluster = await startCluster({
      databaseUrl: DATABASE_URL!,
      redisUrl: REDIS_URL,
      gateways: count,
      entry: "source",
      env: { MARKET_SESSIONS: "always-open", HISTORY_DAYS: String(TEST_HISTORY_DAYS), ...SCRAPER_ENV, ...ONE_ADDRESS_SOCKETS, ...env },
    });
    const processes = [cluster.market, ...cluster.gateways].filter((each) => each !== undefined);
    return {
      label: `${count} gateways behind HAProxy`,
      entries: [cluster.url],
      feed: (cluster.market ?? cluster.gateways[0]!).url,
      processes: processes.map(({ name, url }) => ({ name, url })),
      proxyPid: pidWithArgument(join(cluster.runDir, "haproxy.cfg")),
      close: cluster.stop,
    };
  };
}

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** Why a bench over several processes cannot run here, or undefined when it can. */
export function missingStores(): string | undefined {
  if (!HAS_REDIS) return "no redis-server on PATH (apt-get install redis-server)";
  if (!BENCH_DATABASE_URL) return "set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server where the role may create databases";
  return undefined;
}

/**
 * Runs `body` with a scratch PostgreSQL database and a private redis-server, the stores every
 * process of the run shares; both are gone afterwards.
 */
export async function withSharedStores(body: (env: { DATABASE_URL: string; REDIS_URL: string }) => Promise<void>): Promise<void> {
  const missing = missingStores();
  if (missing) throw new Error(missing);
  const redis = await startTestRedis();
  try {
    await withScratchDatabase(BENCH_DATABASE_URL!, (url) => body({ DATABASE_URL: url, REDIS_URL: redis.url }));
  } finally {
    await redis.stop();
  }
}
