import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { call } from "./bench-calls.ts";
import type { ClientsJob, ClientsResult } from "./round-trip-clients.ts";
import { percentile } from "./stats.ts";

/** What the trading benches send: BENCH_ACCOUNTS demo accounts' tokens and the order each loops. */
export interface RoundTripLoad {
  tokens: string[];
  order: Record<string, string | number>;
}

/** `accounts` new demo accounts on `base` and a market buy of the minimum lots of EURUSD. */
export async function roundTripLoad(base: string, accounts: number): Promise<RoundTripLoad> {
  const instruments = await call<{ Id: number; Code: string; ForexMinCont: string; HasForexMultiple: { Value: number }[] }[]>(`${base}/v1/api/forex/trade_list`);
  const eurusd = instruments.find((instrument) => instrument.Code === "EURUSD")!;
  const order = { type: 1, cont: eurusd.ForexMinCont, forex_id: eurusd.Id, status: 1, multiple: eurusd.HasForexMultiple[0]!.Value };
  const tokens = await Promise.all(
    Array.from({ length: accounts }, async (_, i) => {
      const demoId = `bench-${process.pid}-${i}-${crypto.randomUUID()}`;
      const login = await call<{ token: string }>(`${base}/api/user/createAccountDemoForU?demo_id=${demoId}`);
      return login.token;
    }),
  );
  return { tokens, order };
}

export interface RoundTrips {
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  count: number;
  seconds: number;
  /** The CPU the clients' process used per round trip, ms (its warm-up counted too, at the same rate). */
  clientCpuMs: number;
}

/** The load looped from a process of its own (round-trip-clients.ts), its tokens dealt out to `bases` in turn. */
export async function runRoundTrips(bases: string[], load: RoundTripLoad, timing: Pick<ClientsJob, "warmUpMs" | "measureMs">): Promise<RoundTrips> {
  const clients = fork(fileURLToPath(new URL("./round-trip-clients.ts", import.meta.url)), { execArgv: ["--import", "tsx"] });
  clients.send({ bases, ...load, ...timing } satisfies ClientsJob);
  const [{ latencies, seconds, cpuMs }] = (await once(clients, "message")) as [ClientsResult];
  const sorted = latencies.sort((a, b) => a - b);
  const perSecond = sorted.length / seconds;
  const clientCpuMs = cpuMs / (perSecond * (seconds + timing.warmUpMs / 1000));
  return { perSecond, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, count: sorted.length, seconds, clientCpuMs };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** "PGlite       412 round trips/s   p50 …", the name in a column `width` wide. */
export function roundTripLine(name: string, trips: RoundTrips, accounts: number, width = 10): string {
  return (
    `${name.padEnd(width)} ${trips.perSecond.toFixed(0).padStart(6)} round trips/s   ` +
    `p50 ${ms(trips.p50)}   p99 ${ms(trips.p99)}   max ${ms(trips.max)}   ` +
    `(${accounts} accounts, ${trips.count} round trips in ${trips.seconds.toFixed(1)} s)`
  );
}
