import type { Log } from "../platform/log.ts";

/** The server as a shutdown sees it. */
export interface Drainable {
  /** Reports not ready, refuses new sockets and closes the open ones with a reconnect code. */
  drain(): void;
  /** Lets in-flight calls finish, stops the background work, closes the database. */
  close(): Promise<void>;
}

export interface ShutdownOptions {
  drainDelayMs: number;
  deadlineMs: number;
  log: Pick<Log, "info" | "error">;
  exit(code: number): void;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The answer to SIGTERM and SIGINT: drain, give the proxy `drainDelayMs` to notice, close in
 * order, exit 0; exit 1 if that has not ended by the deadline, or at a second signal.
 */
export function createShutdown(server: Drainable, { drainDelayMs, deadlineMs, log, exit }: ShutdownOptions) {
  let closing = false;
  return async (signal: string): Promise<void> => {
    // A second signal (Ctrl-C again) means "now": skip the orderly close.
    if (closing) return exit(1);
    closing = true;
    setTimeout(() => {
      log.error({ deadlineMs }, `${signal}: the shutdown took too long; exiting anyway`);
      exit(1);
    }, deadlineMs).unref();
    log.info({ drainDelayMs }, `${signal}: draining: not ready, sockets told to reconnect elsewhere`);
    server.drain();
    if (drainDelayMs > 0) await pause(drainDelayMs);
    log.info({}, `${signal}: closing: finishing the calls under way, stopping the jobs, saving candles, closing the database`);
    try {
      await server.close();
      exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      exit(1);
    }
  };
}
