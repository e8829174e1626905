import { cpus } from "node:os";
import { serverCpuLine, type CpuShare } from "./cpu-figures.ts";
import { ratio, type LatencySummary } from "./stats.ts";

/** The goal for 10,000 quote subscribers over two gateways. */
export const TARGET_P99_MS = 100;

/** What the socket bench measured on one configuration. */
export interface FanoutRun {
  label: string;
  /** Until the last client had its snapshot. */
  connectMs: number;
  tickToClient: LatencySummary;
  sendToClient: LatencySummary;
  framesPerSecond: number;
  /** Ticks the player got played per second (fewer than asked when the machine starves it). */
  ticksPerSecond: number;
  clients: number;
  closed: number;
  serverCores: CpuShare[];
  generatorCores: number;
  /** Load averages before and after the window. */
  load: string[];
}

const ms = (value: number) => (Number.isNaN(value) ? "n/a" : `${Math.round(value)} ms`);
const latencies = (s: LatencySummary) => `p50 ${ms(s.p50)}   p95 ${ms(s.p95)}   p99 ${ms(s.p99)}   max ${ms(s.max)}   (${s.samples} samples)`;

function printRun(run: FanoutRun): void {
  console.log(`\n${run.label}: all clients subscribed after ${(run.connectMs / 1000).toFixed(1)} s`);
  console.log(`  price made → client        ${latencies(run.tickToClient)}`);
  console.log(`  gateway sent → client      ${latencies(run.sendToClient)}`);
  const expected = run.clients * run.ticksPerSecond;
  console.log(`  ticks played               ${run.ticksPerSecond.toFixed(1)}/s`);
  console.log(`  frames/s received          ${Math.round(run.framesPerSecond)} of ${Math.round(expected)} (one per client per tick played); sockets closed by the server ${run.closed}`);
  console.log(`  CPU (cores)                ${serverCpuLine(run.serverCores)}; load generator ${run.generatorCores.toFixed(2)} of ${cpus().length}`);
  console.log(`  load average               ${run.load.join(" → ")}`);
}

/** Each run, then every later run against the first (the one-process baseline). */
export function printFanout(setup: string[], runs: readonly FanoutRun[]): void {
  console.log("\nPipwise socket fan-out benchmark");
  for (const line of setup) console.log(line);
  runs.forEach(printRun);
  const [baseline, ...others] = runs;
  for (const run of others) {
    console.log(
      `\n${run.label} / ${baseline!.label}: price made → client p50 ${ratio(run.tickToClient.p50, baseline!.tickToClient.p50)}, ` +
        `p99 ${ratio(run.tickToClient.p99, baseline!.tickToClient.p99)}; frames/s ${ratio(run.framesPerSecond, baseline!.framesPerSecond)}`,
    );
  }
  const last = runs.at(-1)!;
  console.log(`target p99 ≤ ${TARGET_P99_MS} ms on ${last.label}: ${last.tickToClient.p99 <= TARGET_P99_MS ? "met" : "MISSED"} (${ms(last.tickToClient.p99)})`);
}
