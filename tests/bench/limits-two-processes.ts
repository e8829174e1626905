/**
 * `npm run bench:limits-2p`: runs tests/server/redis-limits.test.ts (every abuse limit, code counter,
 * captcha limit and the session cap hit by 100 concurrent requests dealt out to two server processes
 * that share one PostgreSQL and one Redis) and prints, from the lines it logs, one row per limit:
 * what got through against what the limit allows. Needs redis-server on PATH and
 * BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { spawnSync } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { BENCH_DATABASE_URL, missingStores } from "./gateways.ts";

const TEST = "tests/server/redis-limits.test.ts";
const COUNTED = /^limit (.+?)(?: over 2 processes)?: (\d+) of (\d+) concurrent requests got through \(limit (\d+)\)$/;
const SESSIONS = /^limit (live sessions per user) over 2 processes: (\d+) live after (\d+) concurrent log-ins got through \(cap (\d+)\)$/;

interface LimitRow {
  limit: string;
  fired: string;
  through: string;
  allowed: string;
}

/** One row per "limit …" line the test logged, in its order. */
function limitRows(output: string): LimitRow[] {
  const rows: LimitRow[] = [];
  for (const text of stripVTControlCharacters(output).split("\n")) {
    const line = text.trim();
    const counted = COUNTED.exec(line);
    if (counted) rows.push({ limit: counted[1]!, through: counted[2]!, fired: counted[3]!, allowed: counted[4]! });
    const sessions = SESSIONS.exec(line);
    if (sessions) rows.push({ limit: `${sessions[1]} (fired: the log-ins that got through)`, through: sessions[2]!, fired: sessions[3]!, allowed: sessions[4]! });
  }
  return rows;
}

function printRows(rows: readonly LimitRow[]): void {
  const width = Math.max(...rows.map((row) => row.limit.length));
  console.log(`${"limit".padEnd(width)}   fired   got through   allowed`);
  for (const row of rows) {
    const verdict = row.through === row.allowed ? "" : "   ≠ the limit";
    console.log(`${row.limit.padEnd(width)}   ${row.fired.padStart(5)}   ${row.through.padStart(11)}   ${row.allowed.padStart(7)}${verdict}`);
  }
}

const missing = missingStores();
if (missing) {
  console.log(`limits over two processes skipped: ${missing}`);
} else {
  console.log(`${TEST}: concurrent requests dealt out in turn to 2 server processes sharing PostgreSQL and Redis`);
  const run = spawnSync("npx", ["vitest", "run", "--project", "server", TEST], {
    env: { ...process.env, TEST_DATABASE_URL: BENCH_DATABASE_URL, NO_COLOR: "1" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const rows = limitRows(run.stdout);
  if (rows.length > 0) printRows(rows);
  if (run.status !== 0) {
    console.log(run.stdout + run.stderr);
    console.log(`the test failed (exit ${run.status})`);
    process.exitCode = 1;
  }
}
