import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { metricsOf } from "../server/helpers/metrics-scrape.ts";

/** A server process of a bench, at its own address (past any proxy). */
export interface BenchProcess {
  name: string;
  url: string;
}

/** CPU seconds a server process has used, from its own /metrics (prom-client's process_cpu_seconds_total). */
async function cpuSeconds(baseUrl: string): Promise<number> {
  const text = await metricsOf(baseUrl);
  const match = /^process_cpu_seconds_total (\S+)$/m.exec(text);
  if (!match) throw new Error(`${baseUrl}/metrics has no process_cpu_seconds_total`);
  return Number(match[1]);
}

/** The process running with `argument` on its command line (a path only it was given), from /proc. */
export function pidWithArgument(argument: string): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").includes(argument)) return Number(entry);
    } catch {
      // It ended while we looked.
    }
  }
  return undefined;
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat in clock ticks of 1/100 s. */
function procCpuSeconds(pid: number): number {
  // The command name may hold spaces; the fields after it are fixed.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface CpuShare {
  name: string;
  /** Cores used on average over the window. */
  cores: number;
}

/**
 * Starts counting the CPU of the server processes (by their /metrics) and of the proxy (by /proc);
 * `stop` gives each one's average in cores over the window.
 */
export async function watchServerCpu(processes: readonly BenchProcess[], proxyPid?: number): Promise<{ stop(): Promise<CpuShare[]> }> {
  const startedAt = performance.now();
  const read = async () => [...(await Promise.all(processes.map(({ url }) => cpuSeconds(url)))), ...(proxyPid ? [procCpuSeconds(proxyPid)] : [])];
  const names = [...processes.map(({ name }) => name), ...(proxyPid ? ["HAProxy"] : [])];
  const before = await read();
  return {
    async stop() {
      const seconds = (performance.now() - startedAt) / 1000;
      const after = await read();
      return after.map((value, i) => ({ name: names[i]!, cores: (value - before[i]!) / seconds }));
    },
  };
}

/** Cores in use from a CPU-time delta (µs, as process.cpuUsage gives it) over `seconds`. */
export const coresOf = (usage: NodeJS.CpuUsage, seconds: number) => (usage.user + usage.system) / 1e6 / seconds;

/** "gateway1 0.82, gateway2 0.79, HAProxy 0.20 of 2 cores" */
export function serverCpuLine(shares: readonly CpuShare[]): string {
  return `${shares.map(({ name, cores }) => `${name} ${cores.toFixed(2)}`).join(", ")} of ${cpus().length} cores`;
}

/** The machine's load averages over 1, 5 and 15 minutes: on a shared machine, what else was running. */
export const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
