/**
 * `npm run bench:trading`: submit-and-close round trips over real HTTP, on PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL. Each of
 * BENCH_ACCOUNTS demo accounts (default 32) loops for BENCH_SECONDS (default 10): a market buy of
 * the minimum lots of EURUSD, then its close, each with its own Idempotency-Key, as the PWA sends
 * them, from a process of their own (round-trip-clients.ts), so the server's thread only serves.
 * Prints round trips per second and the latency percentiles of one round trip. The feed
 * keeps ticking meanwhile, so triggers and live valuation run as they do in production. On
 * PostgreSQL it also runs pgbench's TPC-B on the same server, the ceiling of one transaction per
 * order, and prints the ratio of round trips to it. Each line ends with the share of a core the
 * server's process used and the load average: on a shared machine a low figure under load says so;
 * and with the CPU one round trip cost the server's process and (on a PostgreSQL server on this
 * machine) the database's backends, which a busy machine changes less than the round trips.
 */
import { loadavg } from "node:os";
import { withScratchDatabase } from "../server/helpers/scratch-database.ts";
import { startServer } from "./bench-server.ts";
import { pgbenchTps } from "./pgbench-ceiling.ts";
import { roundTripLine, roundTripLoad, runRoundTrips } from "./round-trips.ts";
import { watchDatabaseCpu } from "./trading-database-cpu.ts";

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 32);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARM_UP_MS = 2000;

/** Round trips per second. */
async function measure(name: string, env: Record<string, string> = {}): Promise<number> {
  const running = await startServer({
    ...env,
    STATIC_DIR: "/nonexistent-pipwise-dist",
    MARKET_SESSIONS: "always-open",
    REGISTRATIONS_PER_IP_PER_HOUR: "100000",
  });
  try {
    const load = await roundTripLoad(running.url, ACCOUNTS);
    const database = env.DATABASE_URL && new URL(env.DATABASE_URL).pathname.slice(1);
    const began = { cpu: process.cpuUsage(), at: performance.now(), database: database ? watchDatabaseCpu(database) : undefined };
    const trips = await runRoundTrips([running.url], load, { warmUpMs: WARM_UP_MS, measureMs: MEASURE_MS });
    const cpu = process.cpuUsage(began.cpu);
    const databaseMs = began.database && began.database.stop() * 1000;
    const busyMs = (cpu.user + cpu.system) / 1000;
    const busy = busyMs / (performance.now() - began.at);
    // The CPU is counted over the warm-up too, the round trips over the measured window only: as many per second in both.
    const perTrip = (ms: number) => (ms / (trips.perSecond * (performance.now() - began.at) / 1000)).toFixed(2);
    const cpuLine = `CPU per round trip: server ${perTrip(busyMs)} ms${databaseMs === undefined ? "" : `, PostgreSQL ${perTrip(databaseMs)} ms`}, clients ${trips.clientCpuMs.toFixed(2)} ms`;
    console.log(`${roundTripLine(name, trips, ACCOUNTS)}   server ${(busy * 100).toFixed(0)} % of a core   load ${loadavg()[0]!.toFixed(2)}   ${cpuLine}`);
    return trips.perSecond;
  } finally {
    await running.close();
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server that may create databases)");

console.log("submit + close round trips over HTTP (one round trip = a market buy and its close)");
await measure("PGlite");
if (postgresUrl) {
  let roundTrips = 0;
  await withScratchDatabase(postgresUrl, async (url) => {
    roundTrips = await measure("PostgreSQL", { DATABASE_URL: url });
  });
  const tps = await pgbenchTps(postgresUrl);
  if (tps === null) console.log("pgbench: not installed (set PGBENCH to its path)");
  else console.log(`pgbench    ${tps.toFixed(0).padStart(6)} TPC-B transactions/s (-c 8 -j 2), the ceiling of one transaction per order   round trips/s ÷ tps = ${(roundTrips / tps).toFixed(2)}`);
}
