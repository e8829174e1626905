import pg from "pg";
import { clusterEnv, namedUrl } from "./market-cluster.ts";
import { startTestRedis } from "./redis-server.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { startServerProcess, type ServerProcess } from "./server-process.ts";

export interface TestCluster {
  /** A connection of the test's own to the cluster's database. */
  database: pg.Client;
  /** Starts a server process whose connections PostgreSQL names `name`; `extra` adds to its environment. */
  start(name: string, extra?: Record<string, string>): Promise<ServerProcess>;
  /** Stops every process started, drops the database and stops Redis. */
  close(): Promise<void>;
}

/** A scratch database on the PostgreSQL at `databaseUrl` and a Redis of its own, for server processes to share. */
export async function startTestCluster(databaseUrl: string): Promise<TestCluster> {
  const redis = await startTestRedis();
  const scratch = await createScratchDatabase(databaseUrl);
  const database = new pg.Client({ connectionString: scratch.url });
  await database.connect();
  const started: ServerProcess[] = [];
  return {
    database,
    async start(name, extra = {}) {
      const server = await startServerProcess(clusterEnv(namedUrl(scratch.url, name), redis.url, extra));
      started.push(server);
      return server;
    },
    async close() {
      await database.end();
      await Promise.allSettled(started.map((server) => server.close()));
      await scratch.drop();
      await redis.stop();
    },
  };
}
