import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) of each PostgreSQL backend on the same machine serving `database`, by pid, from /proc. */
function backendCpu(database: string): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend's title: "postgres: 15/main: <role> <database> <client> <state>".
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!title.startsWith("postgres: ") || !title.includes(` ${database} `)) continue;
      const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      seconds.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // It ended while we looked.
    }
  }
  return seconds;
}

/**
 * Starts counting the CPU that PostgreSQL's backends for `database` use (a local server only);
 * `stop` answers the CPU seconds since. A backend that ends meanwhile is not counted: the server's
 * pool keeps its connections while it is busy.
 */
export function watchDatabaseCpu(database: string): { stop(): number } {
  const before = backendCpu(database);
  return {
    stop(): number {
      let total = 0;
      for (const [pid, seconds] of backendCpu(database)) total += seconds - (before.get(pid) ?? 0);
      return total;
    },
  };
}
