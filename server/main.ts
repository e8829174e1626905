import { ConfigError, loadConfig, type Config } from "./config.ts";
import { createServer } from "./app.ts";

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

let closing = false;
async function shutdown(signal: string): Promise<void> {
  // A second Ctrl-C means "now": skip the orderly close.
  if (closing) process.exit(1);
  closing = true;
  app.log.info(`${signal}: closing sockets, saving candles, closing the database`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
