import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";

const running = new Set<ChildProcess>();
let reaperInstalled = false;

/** If the launcher itself exits, nothing it started may stay behind (the children have groups of their own). */
function killLeftoversOnExit(): void {
  if (reaperInstalled) return;
  reaperInstalled = true;
  process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));
}

export interface LoggedChild {
  child: ChildProcess;
  /** Why it is no longer running ("exited with 1", "ended by SIGKILL"), or undefined while it runs. */
  ended(): string | undefined;
  /** The exit code, or the signal's name when a signal ended it. */
  exited: Promise<number | NodeJS.Signals>;
  /** Resolves when the output so far contains `text`; rejects if the process exits first. */
  printed(text: string): Promise<void>;
}

/**
 * `command` with stdout and stderr appended to `logFile`. It runs in a process group of its own,
 * so a Ctrl-C at the terminal reaches only the launcher, which then stops each child in order.
 */
export function spawnLogged(command: string, args: string[], logFile: string, { env, cwd }: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): LoggedChild {
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  killLeftoversOnExit();
  running.add(child);
  let output = "";
  const waiting = new Set<() => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => {
      log.write(chunk);
      // Only the start-up lines are searched; a long run must not keep its whole log in memory.
      if (output.length < 64_000) output += chunk.toString();
      for (const check of waiting) check();
    });
  }
  const exited = new Promise<number | NodeJS.Signals>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      running.delete(child);
      log.end();
      resolve(code ?? signal!);
    });
  });
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
      void exited.then(
        (how) => waiting.delete(check) && reject(new Error(`${command} ended (${how}) before it printed "${text}"; see ${logFile}`)),
        (error: unknown) => waiting.delete(check) && reject(error),
      );
    });
  const ended = () => {
    if (child.exitCode !== null) return `${command} exited with ${child.exitCode}; see ${logFile}`;
    if (child.signalCode !== null) return `${command} was ended by ${child.signalCode}; see ${logFile}`;
    return undefined;
  };
  return { child, ended, exited, printed };
}

/** Sends `signal` unless the process has already ended; resolves once it has. */
export async function endChild({ child, exited }: LoggedChild, signal: NodeJS.Signals = "SIGTERM"): Promise<number | NodeJS.Signals> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return exited;
}
