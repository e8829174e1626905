import { ConfigError, loadConfig, type Config } from "./config.ts";
import { createServer } from "./app.ts";
import { createShutdown } from "./ops/graceful-shutdown.ts";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Pipwise cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
const server = await createServer(config);
const { app } = server;
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
app.log.info(`Pipwise is running at http://${host}:${port} (ready ${Math.round(process.uptime() * 1000)} ms after the process started, ${server.store.kind} store)`);

const shutdown = createShutdown(server, { drainDelayMs: config.drainDelayMs, deadlineMs: config.shutdownDeadlineMs, log: app.log, exit: (code) => process.exit(code) });
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
