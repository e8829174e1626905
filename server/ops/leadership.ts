import type { Config } from "../config.ts";
import type { Log } from "../platform/log.ts";
import { connectLeaderLock } from "./market-leader-lock.ts";
import { startElection, type LeaderDuties, type Leadership } from "./market-leader.ts";

/**
 * Who leads the market from this process: a gateway never does; a process with nobody to share
 * prices with (no Redis) or that nobody else can reach (embedded PGlite) simply leads; any other
 * candidate takes part in the election on PostgreSQL.
 */
export async function startLeadership(config: Pick<Config, "role" | "redisUrl" | "databaseUrl">, duties: LeaderDuties, log: Log): Promise<Leadership> {
  if (config.role === "gateway") {
    await duties.follow();
    return { leading: () => false, stop: async () => undefined };
  }
  const { databaseUrl } = config;
  if (!config.redisUrl || !databaseUrl) {
    await duties.lead();
    return { leading: () => true, stop: async () => undefined };
  }
  return startElection({ connect: () => connectLeaderLock(databaseUrl), duties, log });
}
