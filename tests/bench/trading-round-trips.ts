/**
 * `npm run bench:trading`: submit-and-close round trips over real HTTP, on PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server) on PostgreSQL. Each of
 * BENCH_ACCOUNTS demo accounts (default 32) loops for BENCH_SECONDS (default 10): a market buy of
 * the minimum lots of EURUSD, then its close, each with its own Idempotency-Key, as the PWA sends
 * them. Prints round trips per second and the latency percentiles of one round trip. The feed
 * keeps ticking meanwhile, so triggers and live valuation run as they do in production.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createServer, type PipwiseServer } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { percentile } from "./stats.ts";

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 32);
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARM_UP_MS = 2000;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface Target {
  name: string;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

function post<T>(base: string, path: string, token: string, fields: Record<string, string | number>): Promise<T> {
  return call<T>(base, path, {
    method: "POST",
    headers: { authorization: token, "idempotency-key": crypto.randomUUID(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])),
  });
}

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), "pipwise-bench-trading-"));
  return { name: "PGlite", env: { DATA_DIR: dir }, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `pipwise_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function start(target: Target): Promise<{ server: PipwiseServer; base: string }> {
  const config = loadConfig({
    ...target.env,
    HOST: "127.0.0.1",
    PORT: "0",
    STATIC_DIR: "/nonexistent-pipwise-dist",
    MARKET_SESSIONS: "always-open",
    HISTORY_DAYS: "1",
    LOG_LEVEL: "warn",
    REGISTRATIONS_PER_IP_PER_HOUR: "100000",
  });
  const server = await createServer(config);
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { server, base: `http://127.0.0.1:${port}` };
}

async function measure(target: Target): Promise<void> {
  const { server, base } = await start(target);
  try {
    const instruments = await call<{ Id: number; Code: string; ForexMinCont: string; HasForexMultiple: { Value: number }[] }[]>(base, "/v1/api/forex/trade_list");
    const eurusd = instruments.find((instrument) => instrument.Code === "EURUSD")!;
    const order = { type: 1, cont: eurusd.ForexMinCont, forex_id: eurusd.Id, status: 1, multiple: eurusd.HasForexMultiple[0]!.Value };
    const tokens = await Promise.all(
      Array.from({ length: ACCOUNTS }, async (_, i) => {
        const demoId = `bench-${process.pid}-${i}-${crypto.randomUUID()}`;
        const login = await call<{ token: string }>(base, `/api/user/createAccountDemoForU?demo_id=${demoId}`);
        return login.token;
      }),
    );
    const latencies: number[] = [];
    let recording = false;
    let stop = false;
    const loop = async (token: string) => {
      while (!stop) {
        const began = performance.now();
        const opened = await post<{ Id: number }>(base, "/v1/api/forex/submit", token, order);
        await post(base, "/v1/api/forex/close", token, { id: opened.Id });
        if (recording) latencies.push(performance.now() - began);
      }
    };
    const loops = tokens.map(loop);
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    recording = true;
    const began = performance.now();
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    recording = false;
    const seconds = (performance.now() - began) / 1000;
    stop = true;
    await Promise.all(loops);
    const sorted = latencies.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${target.name.padEnd(10)} ${(sorted.length / seconds).toFixed(0).padStart(6)} round trips/s   ` +
        `p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1) ?? NaN)}   ` +
        `(${ACCOUNTS} accounts, ${sorted.length} round trips in ${seconds.toFixed(1)} s)`,
    );
  } finally {
    await server.close();
  }
}

const targets: (() => Promise<Target>)[] = [pgliteTarget];
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl) targets.push(() => postgresTarget(postgresUrl));
else console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server that may create databases)");

console.log("submit + close round trips over HTTP (one round trip = a market buy and its close)");
for (const make of targets) {
  const target = await make();
  try {
    await measure(target);
  } finally {
    await target.dispose();
  }
}
