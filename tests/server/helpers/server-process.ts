import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerAt } from "./test-server.ts";
import { TEST_HISTORY_DAYS, TEST_MARKET_SEED } from "./test-config.ts";

export interface ServerProcess extends ServerAt {
  /** Ends the process as SIGTERM does in production, and deletes its data dir. */
  stop(): Promise<void>;
}

const RUNNING = /Pipwise is running at (http:\/\/[^\s"]+)/;

/**
 * The server as `npm start` runs it, in a child process of its own (its own memory, clock and
 * limits), with the test doors open; `env` adds the store and Redis to share.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const root = await mkdtemp(join(tmpdir(), "pipwise-process-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: join(root, "data"),
      STATIC_DIR: join(root, "no-dist"),
      MARKET_SESSIONS: "always-open",
      HISTORY_DAYS: String(TEST_HISTORY_DAYS),
      MARKET_SEED: String(TEST_MARKET_SEED),
      LOG_LEVEL: "info",
      PIPWISE_TEST_HOOKS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = RUNNING.exec(output);
      if (running) resolve(running[1]!);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} before it ran:\n${output}`)));
  });
  // Past the start line only errors matter; an unread pipe would stall the process.
  child.stdout.resume();
  child.stderr.resume();
  return {
    baseUrl,
    call: (path, { lang, headers, ...init } = {}) =>
      fetch(`${baseUrl}${path}`, { ...init, headers: { ...(lang ? { lang } : {}), ...Object.fromEntries(new Headers(headers)) } }),
    async stop() {
      if (child.exitCode === null) {
        const exited = once(child, "exit");
        child.kill("SIGTERM");
        await exited;
      }
      await rm(root, { recursive: true, force: true });
    },
  };
}
