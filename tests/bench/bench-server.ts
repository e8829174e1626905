import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";

export interface BenchServer {
  url: string;
  instruments: number;
  /** Ticks the feed has produced since start (one `kline` bus event per tick). */
  ticks(): number;
  close(): Promise<void>;
}

/** The real server, in this process, on an ephemeral port, with every market open. */
export async function startBenchServer(ticksPerSecond: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "pipwise-bench-"));
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    HISTORY_DAYS: "1",
    MARKET_SESSIONS: "always-open",
    TICKS_PER_SECOND: String(ticksPerSecond),
    LOG_LEVEL: "warn",
  });
  const server = await createServer(config);
  if (!server.hasStatic) {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`no built PWA in ${config.staticDir}`);
  }
  let ticks = 0;
  const unsubscribe = server.bus.subscribe("kline", () => ticks++);
  await server.app.listen({ port: 0, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    instruments: server.hub.quotes().length,
    ticks: () => ticks,
    async close() {
      unsubscribe();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
