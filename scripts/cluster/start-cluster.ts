/**
 * Pipwise as several processes on one machine behind HAProxy, for `npm run start:cluster`, tests
 * and benches:
 *
 *   const cluster = await startCluster({ databaseUrl });
 *   cluster.url;                       // the proxy: every call and socket goes here
 *   await cluster.gateways[0].kill("SIGKILL");
 *   await cluster.gateways[0].restart(); // back when the proxy sends it calls again
 *   await cluster.stop();
 *
 * It starts a private redis-server (or uses `redisUrl`), one `market` process and `gateways`
 * `gateway` processes (or, with roles "all", that many `all` processes and no market process) on
 * the PostgreSQL database given, writes the HAProxy config from deploy/haproxy and runs HAProxy in
 * the foreground. Every process logs to `<runDir>/logs/<name>.log`.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endChild, spawnLogged } from "./child-process.ts";
import { startClusterProcess, type ClusterProcess, type ServerEntry } from "./cluster-process.ts";
import { freePort } from "./free-port.ts";
import { HAPROXY_BINARY, proxyConnectionsAllowed } from "./haproxy-host.ts";
import { haproxyConfig } from "./haproxy-config.ts";
import { serverStates } from "./proxy-status.ts";
import { startRedis } from "./redis.ts";
import { answersOk, waitUntil } from "./wait-until.ts";

const BACKEND = "gateways";

export interface ClusterOptions {
  /** postgres://… shared by every process. */
  databaseUrl: string;
  /** Gateway processes behind the proxy (default 2). */
  gateways?: number;
  /** "split" (default): one market process and gateways; "all": every process does everything. */
  roles?: "split" | "all";
  /** An existing Redis; without it a private redis-server is started on `redisPort` (default: a free port). */
  redisUrl?: string;
  redisPort?: number;
  /** The proxy's port (default: a free one); `proxyHost` defaults to 127.0.0.1. */
  proxyPort?: number;
  proxyHost?: string;
  /** Connections the proxy holds at once (default 20,000, less if the file descriptor limit is lower); a socket is one. */
  proxyMaxConn?: number;
  /** Added to every server process's environment (MARKET_SESSIONS, limits, …). */
  env?: Record<string, string>;
  /** Default "built" (dist-server/main.js, from `npm run build`). */
  entry?: ServerEntry;
  /** Where config, data and logs go (default: a new folder under the system's temp dir, removed by stop). */
  runDir?: string;
}

export interface Cluster {
  /** The proxy's address: http://host:port. */
  url: string;
  redisUrl: string;
  runDir: string;
  gateways: ClusterProcess[];
  /** The market process (undefined with roles "all"). */
  market: ClusterProcess | undefined;
  /** HAProxy's state of each gateway by name ("UP", "DOWN", "UP 1/2", …). */
  proxyStates(): Promise<Map<string, string>>;
  /** Stops the gateways and the market process (SIGTERM: they drain), then HAProxy and Redis. */
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!HAPROXY_BINARY) throw new Error("no haproxy binary: apt-get install haproxy");
  const ownRunDir = options.runDir === undefined;
  const runDir = options.runDir ?? (await mkdtemp(join(tmpdir(), "pipwise-cluster-")));
  const logDir = join(runDir, "logs");
  await mkdir(logDir, { recursive: true });
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    if (ownRunDir) await rm(runDir, { recursive: true, force: true });
  };

  try {
    const redis = options.redisUrl ? undefined : await startRedis(options.redisPort ?? (await freePort()), logDir);
    if (redis) stops.push(redis.stop);
    const redisUrl = options.redisUrl ?? redis!.url;
    const statsSocket = join(runDir, "haproxy.sock");
    const proxyStates = () => serverStates(statsSocket, BACKEND);
    const roles = options.roles ?? "split";
    const base = {
      entry: options.entry ?? "built",
      logDir,
      env: {
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: redisUrl,
        // Only the proxy on this machine is believed about the client's address (the abuse limits count it).
        TRUST_PROXY: "127.0.0.1",
        // Longer than the proxy takes to see /readyz fail (2 checks, 500 ms apart).
        DRAIN_DELAY_MS: "2000",
        // Uploaded pictures must be readable by whichever gateway serves the next call.
        UPLOADS_DIR: join(runDir, "uploads"),
        ...options.env,
      },
    };
    const withDataDir = (name: string) => ({ ...base.env, DATA_DIR: join(runDir, name) });

    // `stop` runs `stops` backwards: the gateways drain first, then the proxy, the market and Redis end.
    const market =
      roles === "split" ? await startClusterProcess({ ...base, env: withDataDir("market"), name: "market", role: "market", port: await freePort() }) : undefined;
    if (market) stops.push(() => market.kill());

    const names = Array.from({ length: options.gateways ?? 2 }, (_, i) => `gateway${i + 1}`);
    const ports = await Promise.all(names.map(() => freePort()));
    const proxyPort = options.proxyPort ?? (await freePort());
    const proxyHost = options.proxyHost ?? "127.0.0.1";
    const configFile = join(runDir, "haproxy.cfg");
    const config = await haproxyConfig({
      bind: `${proxyHost}:${proxyPort}`,
      maxconn: Math.min(options.proxyMaxConn ?? 20_000, proxyConnectionsAllowed()),
      statsSocket,
      gateways: names.map((name, i) => ({ name, address: `127.0.0.1:${ports[i]}` })),
    });
    await writeFile(configFile, config);
    const proxy = spawnLogged(HAPROXY_BINARY, ["-db", "-f", configFile], join(logDir, "haproxy.log"));
    stops.push(() => endChild(proxy));

    // One at a time: the first start migrates and seeds the database, the others wait on its lock anyway.
    const gateways: ClusterProcess[] = [];
    for (const [i, name] of names.entries()) {
      const gateway = await startClusterProcess({
        ...base,
        env: withDataDir(name),
        name,
        role: roles === "split" ? "gateway" : "all",
        port: ports[i]!,
        inService: () => waitUntil(`the proxy sends ${name} calls`, async () => (await proxyStates()).get(name) === "UP", { hopeless: proxy.ended }),
      });
      gateways.push(gateway);
    }
    stops.push(() => Promise.all(gateways.map((gateway) => gateway.kill())));
    const url = `http://${proxyHost}:${proxyPort}`;
    const hopeless = { hopeless: proxy.ended };
    await waitUntil("every gateway is up behind the proxy", async () => [...(await proxyStates()).values()].every((state) => state === "UP"), hopeless);
    await waitUntil("the proxy answers /readyz", () => answersOk(`${url}/readyz`), hopeless);
    return { url, redisUrl, runDir, gateways, market, proxyStates, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
