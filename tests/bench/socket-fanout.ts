/**
 * `npm run bench:sockets`: SOCKET_CLIENTS (default 10,000) socket clients subscribed to DAY_MARKET,
 * first on one server process, then in the same run dealt out in turn to two processes that share
 * one PostgreSQL and one Redis, then through HAProxy to the cluster's two gateways (gateways.ts),
 * and each later configuration's figures against the first's. EURUSD is played through the
 * scripted source (MARKET_SOURCE=scripted) of the first process (behind the proxy, the market
 * process) at SOCKET_TICKS_PER_SECOND (default 5) for BENCH_SECONDS (default 20): each tick travels
 * the way a real one does, market hub → bus (Redis between the processes) → each gateway's fan-out
 * → every socket. Prints, per configuration, price made (Quote.Time) → frame received and gateway
 * sent (ts) → frame received, p50/p95/p99, the frames/s the clients got, and the CPU each server
 * process, HAProxy and the load generator took. The clients live in SOCKET_GENERATORS (default: one
 * per core) processes of their own (socket-clients.ts), so the generator's work is counted apart.
 *
 * Needs redis-server on PATH and BENCH_DATABASE_URL or TEST_DATABASE_URL (a scratch database is
 * made and dropped). Every client is a file descriptor in a generator and one in a server: the
 * soft `ulimit -n` must exceed SOCKET_CLIENTS (+ ~100) in the shell that runs it. HAProxy holds two
 * per client: the proxied run needs a hard `ulimit -Hn` of 2 × SOCKET_CLIENTS + 100 and is left
 * out, with the reason printed, below that.
 */
import { setTimeout as pause } from "node:timers/promises";
import { cpus } from "node:os";
import { coresOf, loadAverage, watchServerCpu } from "./cpu-figures.ts";
import { behindProxy, directProcesses, missingStores, proxyRefusal, withSharedStores, type Gateways, type Launch } from "./gateways.ts";
import { printFanout, TARGET_P99_MS, type FanoutRun } from "./socket-fanout-report.ts";
import { startSocketGenerators } from "./socket-generators.ts";
import { summarize } from "./stats.ts";
import { playTicks } from "./tick-player.ts";

const CLIENTS = Number(process.env.SOCKET_CLIENTS ?? 10_000);
const TICKS_PER_SECOND = Number(process.env.SOCKET_TICKS_PER_SECOND ?? 5);
const GENERATORS = Number(process.env.SOCKET_GENERATORS ?? cpus().length);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 20) * 1000;
const WARM_UP_MS = 3000;
const PROXY_REFUSAL = proxyRefusal(CLIENTS);
/** One process (the baseline), two straight to their ports, then two gateways behind HAProxy when it can hold the clients. */
const LAUNCHES: Launch[] = [directProcesses(1), directProcesses(2), ...(PROXY_REFUSAL ? [] : [behindProxy(2)])];

async function measure(gateways: Gateways): Promise<FanoutRun> {
  const generators = startSocketGenerators(GENERATORS);
  try {
    const connectMs = await generators.connect(gateways.entries, CLIENTS);
    const player = playTicks(gateways.feed, TICKS_PER_SECOND);
    await pause(WARM_UP_MS);
    const load = [loadAverage()];
    const serverCpu = await watchServerCpu(gateways.processes, gateways.proxyPid);
    const ticksBefore = player.played();
    generators.record();
    await pause(MEASURE_MS);
    // Counted before the figures travel back: handing over a million samples takes a while.
    const ticks = player.played() - ticksBefore;
    const figures = await generators.stop();
    const serverCores = await serverCpu.stop();
    await player.stop();
    load.push(loadAverage());
    const seconds = Math.max(...figures.map((f) => f.seconds));
    return {
      label: gateways.label,
      connectMs,
      tickToClient: summarize(figures.flatMap((f) => f.tickToClient)),
      sendToClient: summarize(figures.flatMap((f) => f.sendToClient)),
      framesPerSecond: figures.reduce((sum, f) => sum + f.frames, 0) / seconds,
      ticksPerSecond: ticks / seconds,
      clients: CLIENTS,
      closed: figures.reduce((sum, f) => sum + f.closed, 0),
      serverCores,
      generatorCores: figures.reduce((sum, f) => sum + coresOf(f.cpu, f.seconds), 0),
      load,
    };
  } finally {
    generators.close();
  }
}

const missing = missingStores();
if (missing) {
  console.log(`socket fan-out bench skipped: ${missing}`);
} else {
  const runs: FanoutRun[] = [];
  await withSharedStores(async (stores) => {
    for (const launch of LAUNCHES) {
      const gateways = await launch({ ...stores, MARKET_SOURCE: "scripted", PIPWISE_TEST_HOOKS: "1" });
      try {
        runs.push(await measure(gateways));
      } finally {
        await gateways.close();
      }
    }
  });
  printFanout(
    [
      `${CLIENTS} socket clients subscribed to DAY_MARKET, from ${GENERATORS} generator processes; EURUSD played at ${TICKS_PER_SECOND} ticks/s,`,
      `${MEASURE_MS / 1000} s measured after ${WARM_UP_MS / 1000} s of warm-up; ${cpus().length} cores; target p99 ≤ ${TARGET_P99_MS} ms over 2 gateways`,
      ...(PROXY_REFUSAL ? [`not measured behind HAProxy: ${PROXY_REFUSAL}`] : []),
    ],
    runs,
  );
}
