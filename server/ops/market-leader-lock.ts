import pg from "pg";
import { MARKET_LEADER_LOCK } from "../store/advisory-locks.ts";
import type { LeaderLock } from "./market-leader.ts";

/** A leader check that takes longer than this counts as a lost connection. */
const QUERY_TIMEOUT_MS = 3_000;

/**
 * The market leader's PostgreSQL advisory lock, on a connection of its own outside the pool: the
 * lock lives exactly as long as this session, so a leader that dies (even by kill -9) frees it.
 */
export async function connectLeaderLock(url: string): Promise<LeaderLock> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: QUERY_TIMEOUT_MS });
  const lost = new Set<(reason: unknown) => void>();
  let gone = false;
  const tell = (reason: unknown) => {
    if (gone) return;
    gone = true;
    for (const listener of lost) listener(reason);
  };
  client.on("error", tell);
  client.on("end", () => tell(new Error("the connection closed")));
  await client.connect();
  // Named for the operator in pg_stat_activity (a name in DATABASE_URL would win over a client option).
  await client.query("SET application_name = 'pipwise market leader'");
  return {
    async tryTake() {
      const result = await client.query<{ taken: boolean }>("SELECT pg_try_advisory_lock($1) AS taken", [MARKET_LEADER_LOCK]);
      return result.rows[0]!.taken;
    },
    async ping() {
      await client.query("SELECT 1");
    },
    onLost: (listener) => void lost.add(listener),
    async close() {
      gone = true;
      await client.end();
    },
  };
}
