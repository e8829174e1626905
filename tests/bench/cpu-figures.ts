import { readFileSync } from "node:fs";
import { cpus } from "node:os";

/** CPU seconds a server process has used, from its own /metrics (prom-client's process_cpu_seconds_total). */
async function cpuSeconds(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const match = /^process_cpu_seconds_total (\S+)$/m.exec(text);
  if (!match) throw new Error(`${baseUrl}/metrics has no process_cpu_seconds_total`);
  return Number(match[1]);
}

/** Starts counting the CPU of the server processes; `stop` gives each one's average in cores over the window. */
export async function watchServerCpu(servers: readonly string[]): Promise<{ stop(): Promise<number[]> }> {
  const startedAt = performance.now();
  const before = await Promise.all(servers.map(cpuSeconds));
  return {
    async stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      const after = await Promise.all(servers.map(cpuSeconds));
      return after.map((value, i) => (value - before[i]!) / seconds);
    },
  };
}

/** Cores in use from a CPU-time delta (µs, as process.cpuUsage gives it) over `seconds`. */
export const coresOf = (usage: NodeJS.CpuUsage, seconds: number) => (usage.user + usage.system) / 1e6 / seconds;

/** "server 1 0.82, server 2 0.79 of 2 cores" */
export function serverCpuLine(cores: readonly number[]): string {
  return `${cores.map((value, i) => `server ${i + 1} ${value.toFixed(2)}`).join(", ")} of ${cpus().length} cores`;
}

/** The machine's load averages over 1, 5 and 15 minutes: on a shared machine, what else was running. */
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
