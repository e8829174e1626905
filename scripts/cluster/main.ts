/**
 * `npm run start:cluster`: Pipwise as on several machines, on this one: Redis, a market process and
 * two gateways behind HAProxy, on the PostgreSQL database CLUSTER_DATABASE_URL names (default: the
 * database pipwise_cluster of the local server, created when missing). CLUSTER_PORT is the proxy's
 * port (default 8080), CLUSTER_GATEWAYS the number of gateways (default 2); every other variable
 * reaches the server processes as `npm start` would read it. Ctrl-C stops it all.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureDatabase, LOCAL_CLUSTER_DATABASE } from "./cluster-database.ts";
import { startCluster } from "./start-cluster.ts";

const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? LOCAL_CLUSTER_DATABASE;
try {
  await ensureDatabase(databaseUrl);
} catch (error) {
  console.error(`Cannot reach or create the database at ${databaseUrl.replace(/:[^:@/]*@/, ":***@")}: ${(error as Error).message}`);
  console.error("Set CLUSTER_DATABASE_URL=postgres://… to a PostgreSQL database, or see the README's \"Running several processes\".");
  process.exit(1);
}

const runDir = await mkdtemp(join(tmpdir(), "pipwise-cluster-"));
console.log(`Starting Redis, the market process, the gateways and HAProxy (logs in ${runDir}/logs) …`);
const cluster = await startCluster({
  databaseUrl,
  runDir,
  gateways: Number(process.env.CLUSTER_GATEWAYS ?? 2),
  proxyPort: Number(process.env.CLUSTER_PORT ?? 8080),
  proxyHost: "0.0.0.0",
});
const processes = [cluster.market, ...cluster.gateways].filter((each) => each !== undefined);
for (const each of processes) console.log(`  ${each.name.padEnd(9)} ${each.role.padEnd(8)} pid ${each.pid}  ${each.url}`);
console.log(`  redis               ${cluster.redisUrl}`);
console.log(`Pipwise is running at ${cluster.url.replace("0.0.0.0", "localhost")} (HAProxy in front of ${cluster.gateways.length} gateways); Ctrl-C stops everything`);

let stopping = false;
const stop = async (signal: string) => {
  // A second Ctrl-C: leave now; the children are killed as the launcher exits.
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: the gateways drain, then everything stops …`);
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
