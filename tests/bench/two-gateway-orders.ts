/**
 * `npm run bench:orders-2gw`: submit-and-close round trips (bench:trading's load, round-trips.ts)
 * on one server process, then in the same run with the same load dealt out in turn to two
 * processes, then through HAProxy to the cluster's two gateways (gateways.ts), every time on one
 * PostgreSQL (a scratch database on BENCH_DATABASE_URL or TEST_DATABASE_URL) and one Redis (a
 * private redis-server), and each later configuration's figures against the one-process ones.
 * BENCH_ACCOUNTS (default 32) demo accounts, new for each configuration, loop for BENCH_SECONDS
 * (default 10) after 2 s of warm-up; the account row lock in PostgreSQL serialises each account's
 * orders whichever process serves them.
 */
import { loadAverage, serverCpuLine, watchServerCpu } from "./cpu-figures.ts";
import { behindProxy, directProcesses, missingStores, proxyRefusal, withSharedStores, type Launch } from "./gateways.ts";
import { roundTripLine, roundTripLoad, runRoundTrips, type RoundTrips } from "./round-trips.ts";
import { ratio } from "./stats.ts";

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 32);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARM_UP_MS = 2000;
const LABEL_WIDTH = 26;
const PROXY_REFUSAL = proxyRefusal(0);
/** One process (the baseline), two straight to their ports, then two gateways behind HAProxy when there is one. */
const LAUNCHES: Launch[] = [directProcesses(1), directProcesses(2), ...(PROXY_REFUSAL ? [] : [behindProxy(2)])];

const missing = missingStores();
if (missing) {
  console.log(`two-gateway orders bench skipped: ${missing}`);
} else {
  console.log(`submit + close round trips over HTTP on one PostgreSQL and one Redis (one round trip = a market buy and its close)`);
  console.log(`${ACCOUNTS} accounts dealt out in turn to the processes; ${MEASURE_MS / 1000} s measured after ${WARM_UP_MS / 1000} s of warm-up`);
  if (PROXY_REFUSAL) console.log(`not measured behind HAProxy: ${PROXY_REFUSAL}`);
  const runs: { label: string; trips: RoundTrips }[] = [];
  await withSharedStores(async (stores) => {
    for (const launch of LAUNCHES) {
      const gateways = await launch({ ...stores, REGISTRATIONS_PER_IP_PER_HOUR: "100000" });
      try {
        const load = await roundTripLoad(gateways.entries[0]!, ACCOUNTS);
        const loadBefore = loadAverage();
        const serverCpu = await watchServerCpu(gateways.processes, gateways.proxyPid);
        const trips = await runRoundTrips(gateways.entries, load, { warmUpMs: WARM_UP_MS, measureMs: MEASURE_MS });
        console.log(roundTripLine(gateways.label, trips, ACCOUNTS, LABEL_WIDTH));
        console.log(`${"".padEnd(LABEL_WIDTH)} CPU (cores) ${serverCpuLine(await serverCpu.stop())}; load average ${loadBefore} → ${loadAverage()}`);
        runs.push({ label: gateways.label, trips });
      } finally {
        await gateways.close();
      }
    }
  });
  const [baseline, ...others] = runs;
  for (const { label, trips } of others) {
    console.log(
      `${label} / ${baseline!.label}: round trips/s ${ratio(trips.perSecond, baseline!.trips.perSecond)}, ` +
        `p50 ${ratio(trips.p50, baseline!.trips.p50)}, p99 ${ratio(trips.p99, baseline!.trips.p99)}`,
    );
  }
}
