import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type PipwiseServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { ONE_ADDRESS_SOCKETS } from "../server/helpers/test-config.ts";

export interface RunningServer {
  url: string;
  server: PipwiseServer;
  /** Closes the server and deletes its data dir. */
  close(): Promise<void>;
}

/**
 * The real server, in this process, on an ephemeral port over a fresh data dir of its own, with one
 * day of history; `env` adds to or overrides any configuration variable. `requireStatic` refuses to
 * run without a built PWA (the benches that drive a browser).
 */
export async function startServer(env: Record<string, string>, { requireStatic = false } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "pipwise-bench-"));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, HISTORY_DAYS: "1", LOG_LEVEL: "warn", ...ONE_ADDRESS_SOCKETS, ...env });
  const server = await createServer(config);
  if (requireStatic && !server.hasStatic) {
    await server.close();
    removeData();
    throw new Error(`no built PWA in ${config.staticDir}`);
  }
  await server.app.listen({ port: 0, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    async close() {
      await server.close();
      removeData();
    },
  };
}

export interface BenchServer {
  url: string;
  instruments: number;
  /** Ticks the feed has produced since start (one `kline` bus event per tick). */
  ticks(): number;
  close(): Promise<void>;
}

/** The real server with every market open and the built PWA (`staticDir`, else this checkout's), counting the feed's ticks. */
export async function startBenchServer(ticksPerSecond: number, staticDir?: string): Promise<BenchServer> {
  const env = { MARKET_SESSIONS: "always-open", TICKS_PER_SECOND: String(ticksPerSecond), ...(staticDir ? { STATIC_DIR: staticDir } : {}) };
  const running = await startServer(env, { requireStatic: true });
  let ticks = 0;
  const unsubscribe = running.server.bus.subscribe("kline", () => ticks++);
  return {
    url: running.url,
    instruments: running.server.hub.quotes().length,
    ticks: () => ticks,
    async close() {
      unsubscribe();
      await running.close();
    },
  };
}
