import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { inject } from "vitest";
import { testServerEnv } from "./test-config.ts";
import type { ServerAt } from "./test-server.ts";

/** One line of the server's JSON log. */
export type LogLine = Record<string, unknown> & { msg?: string };

export interface ServerProcess extends ServerAt {
  /** Every log line so far, parsed. */
  readonly lines: readonly LogLine[];
  /** Resolves with the first line that matches, however long the server takes to write it. */
  lineWhere(match: (line: LogLine) => boolean): Promise<LogLine>;
  /** The process's exit code, null when a signal ended it. */
  readonly exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  /** Ends the process if it still runs, and deletes its data. */
  close(): Promise<void>;
  /** Ends the process as SIGTERM does in production, then deletes its data. */
  stop(): Promise<void>;
}

/**
 * `server/main.ts` as its own process, as an operator starts it, over a private copy of the seeded
 * template database (or the PostgreSQL `env` names), with its own memory, clock and limits; `env`
 * overrides any configuration variable (the store and Redis to share).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const root = await mkdtemp(join(tmpdir(), "pipwise-process-"));
  const dataDir = join(root, "data");
  if (!env.DATABASE_URL) await cp(inject("templateDataDir"), dataDir, { recursive: true });
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      ...testServerEnv(root, dataDir),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const lines: LogLine[] = [];
  const waiting = new Set<() => void>();
  createInterface({ input: child.stdout }).on("line", (text) => {
    try {
      lines.push(JSON.parse(text) as LogLine);
    } catch {
      lines.push({ msg: text });
    }
    for (const check of waiting) check();
  });
  const lineWhere = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = lines.find(match);
        if (found) {
          waiting.delete(check);
          resolve(found);
        }
      };
      waiting.add(check);
      check();
      void exited.then(() => {
        if (waiting.delete(check)) reject(new Error(`the server exited without the log line; it wrote:\n${lines.map((line) => line.msg).join("\n")}`));
      });
    });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    await rm(root, { recursive: true, force: true });
  };
  try {
    const running = await lineWhere((line) => line.msg?.startsWith("Pipwise is running at") ?? false);
    const port = /:(\d+) /.exec(running.msg!)![1];
    const baseUrl = `http://127.0.0.1:${port}`;
    return {
      baseUrl,
      call: (path, { lang, headers, ...init } = {}) =>
        fetch(`${baseUrl}${path}`, { ...init, headers: { ...(lang ? { lang } : {}), ...Object.fromEntries(new Headers(headers)) } }),
      lines,
      lineWhere,
      exited,
      signal: (name) => child.kill(name),
      close,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
