import { HAS_REDIS, startTestRedis } from "../server/helpers/redis-server.ts";
import { withScratchDatabase } from "../server/helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "../server/helpers/server-process.ts";

/** What a bench measures against: one or more server processes and where its clients enter. */
export interface Gateways {
  label: string;
  /** Base URLs the clients are dealt out to in turn (the processes themselves, or a proxy before them). */
  entries: string[];
  /** Each server process's own base URL, for its metrics and test doors. */
  servers: string[];
  close(): Promise<void>;
}

/** Starts a configuration over the shared stores `env` names (DATABASE_URL, REDIS_URL and the bench's settings). */
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
      for (let i = 0; i < count; i++) started.push(await startServerProcess(env));
    } catch (error) {
      await close();
      throw error;
    }
    const urls = started.map((server) => server.baseUrl);
    return { label: count === 1 ? "1 process" : `${count} processes`, entries: urls, servers: urls, close };
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
