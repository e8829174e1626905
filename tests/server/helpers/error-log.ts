import pino from "pino";
import type { TestServer } from "./test-server.ts";

/** An error-level line of the server's log, as pino writes it. */
export interface LoggedError {
  msg?: string;
  error?: { stack?: string };
  err?: { stack?: string };
}

/**
 * The error-level lines the server logs from now on: its logger (and every request's logger,
 * a child created later that inherits the stream) writes here instead of to stdout. The server
 * must run with LOG_LEVEL=error.
 */
export function captureErrorLog(server: TestServer): LoggedError[] {
  const lines: LoggedError[] = [];
  const log = server.server.app.log as unknown as Record<symbol, unknown>;
  log[pino.symbols.streamSym] = { write: (line: string) => void lines.push(JSON.parse(line) as LoggedError) };
  return lines;
}
