/**
 * `npm run bench:start`: how long the bundled server (what `npm start` runs) takes to be ready,
 * first on a new data dir (seeding HISTORY_DAYS of history) and then warm, on that same dir.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const WARM_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const HISTORY_DAYS = process.env.HISTORY_DAYS ?? "30";
const TARGET_MS = 3000;

/** Starts the server, reads its "ready" line, stops it, and resolves once it has exited. */
function startOnce(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["dist-server/main.js"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, HISTORY_DAYS, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const watchdog = setTimeout(() => child.kill("SIGKILL"), 300_000);
    let output = "";
    let readyMs: number | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+) ms after the process started/.exec(output);
      if (ready && readyMs === undefined) {
        readyMs = Number(ready[1]);
        child.kill("SIGTERM");
      }
    });
    child.on("exit", (code) => {
      clearTimeout(watchdog);
      if (readyMs === undefined) reject(new Error(`server exited (${code}) before it was ready`));
      else resolve(readyMs);
    });
  });
}

if (spawnSync("npm", ["run", "build:server"], { stdio: "inherit" }).status !== 0) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), "pipwise-start-"));
try {
  const first = await startOnce(dataDir);
  console.log(`first start, ${HISTORY_DAYS} days of history seeded: ${first} ms`);
  const warm: number[] = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    warm.push(await startOnce(dataDir));
  }
  const sorted = [...warm].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`warm starts: ${warm.join(", ")} ms; median ${median} ms, max ${sorted.at(-1)} ms (target < ${TARGET_MS} ms: ${median < TARGET_MS ? "met" : "missed"})`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
