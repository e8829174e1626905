import { join } from "node:path";
import { endChild, spawnLogged } from "./child-process.ts";

export interface ClusterRedis {
  url: string;
  stop(): Promise<void>;
}

/** A private redis-server on loopback `port`, memory only (the bus and the limits need no persistence). */
export async function startRedis(port: number, logDir: string): Promise<ClusterRedis> {
  const redis = spawnLogged("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], join(logDir, "redis.log"));
  await redis.printed("Ready to accept connections");
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => void (await endChild(redis)),
  };
}
