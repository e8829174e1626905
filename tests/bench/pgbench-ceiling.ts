import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { withScratchDatabase } from "../server/helpers/scratch-database.ts";

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? "/usr/lib/postgresql/15/bin/pgbench";

/**
 * PostgreSQL's own TPC-B transactions per second on the server `adminUrl` names, from pgbench's C
 * client on a scratch database: the ceiling of one durable transaction per order on that server.
 * Null when pgbench is not installed.
 */
export async function pgbenchTps(adminUrl: string, seconds = 10): Promise<number | null> {
  let tps: number | null = null;
  await withScratchDatabase(adminUrl, async (url) => {
    try {
      await run(PGBENCH, ["-i", "-q", url]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const { stdout } = await run(PGBENCH, ["-c", "8", "-j", "2", "-T", String(seconds), url]);
    const match = /tps = ([\d.]+)/.exec(stdout);
    if (!match) throw new Error(`no tps in pgbench's output:\n${stdout}`);
    tps = Number(match[1]);
  });
  return tps;
}
