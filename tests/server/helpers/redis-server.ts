import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { freePort } from "#scripts/cluster/free-port.ts";

/** Whether a `redis-server` binary is on PATH (CI installs Debian's package; see .ci/run). */
export const HAS_REDIS = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
export const NO_REDIS_NOTE = HAS_REDIS ? "" : " (skipped: no redis-server on PATH; apt-get install redis-server)";

export interface TestRedis {
  url: string;
  /** Kills the server: every client loses its connection. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/** A private, memory-only redis-server on a free loopback port; stop it in afterAll. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: ["ignore", "pipe", "pipe"] });
    child = started;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      started.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      started.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, "exit");
    running.kill("SIGKILL");
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
