import pg from "pg";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Envelope } from "#domain/envelope.ts";
import type { Instrument } from "#domain/instrument.ts";
import type { Order } from "#domain/order.ts";
import { waitUntil } from "#scripts/cluster/wait-until.ts";
import { MARKET_LEADER_LOCK } from "#server/store/advisory-locks.ts";
import type { ServerProcess } from "./server-process.ts";
import { SCRAPER_ENV } from "./metrics-scrape.ts";

/**
 * Server processes sharing one PostgreSQL and one Redis, on the scripted market (prices move only
 * when played on the leader), seen from outside as an operator or a client sees them. Plain fetch
 * and pg, no test runner, so the failover benchmark drives the same calls.
 */
export const clusterEnv = (databaseUrl: string, redisUrl: string, extra: Record<string, string> = {}): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  MARKET_SOURCE: "scripted",
  PIPWISE_TEST_HOOKS: "1",
  HISTORY_DAYS: "1",
  ...SCRAPER_ENV,
  ...extra,
});

/** `url` with the application name PostgreSQL shows for the process's connections. */
export function namedUrl(url: string, applicationName: string): string {
  const named = new URL(url);
  named.searchParams.set("application_name", applicationName);
  return named.toString();
}

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${response.url} answered ${response.status} ${JSON.stringify(body)}`);
  return body.data as T;
}

/** What /readyz says of the process: whether it leads the market. */
export async function leads(server: Pick<ServerProcess, "baseUrl">): Promise<boolean> {
  const answer = await fetch(`${server.baseUrl}/readyz`);
  return ((await answer.json()) as { leader: boolean }).leader;
}

/** Polls /readyz every 20 ms until the process leads; resolves with the ms it took. */
export async function untilLeads(server: Pick<ServerProcess, "baseUrl">, timeoutMs = 10_000): Promise<number> {
  const began = performance.now();
  await waitUntil(`${server.baseUrl} leads`, () => leads(server), { timeoutMs, everyMs: 20 });
  return performance.now() - began;
}

export interface ClusterTrader {
  token: string;
}

let traders = 0;

/** A fresh demo account, opened through `server`. */
export async function demoTrader(server: Pick<ServerProcess, "baseUrl">): Promise<ClusterTrader> {
  const demoId = `leader-${process.pid}-${Date.now()}-${++traders}`.padEnd(16, "0");
  const login = await dataOf<LoginResponse>(await fetch(`${server.baseUrl}/api/user/createAccountDemoForU?demo_id=${encodeURIComponent(demoId)}`));
  return { token: login.token };
}

export async function instrumentIdOn(server: Pick<ServerProcess, "baseUrl">, code: string): Promise<number> {
  const [instrument] = await dataOf<Instrument[]>(await fetch(`${server.baseUrl}/v1/api/forex/trade_list?searchCurrency=${code}`));
  return instrument!.Id;
}

/** Submits an order through `server` as the PWA does (a form with the token). */
export async function submitOn(server: Pick<ServerProcess, "baseUrl">, trader: ClusterTrader, fields: Record<string, string | number>): Promise<Order> {
  const body = new URLSearchParams(Object.entries({ multiple: 100, cont: "0.1", ...fields }).map(([name, value]) => [name, String(value)]));
  return dataOf<Order>(await fetch(`${server.baseUrl}/v1/api/forex/submit`, { method: "POST", headers: { authorization: trader.token }, body }));
}

/** Plays the scripted market on the leader: the Bid of `code` moves to `price`. */
export async function playPrice(server: Pick<ServerProcess, "baseUrl">, code: string, price: string): Promise<void> {
  await dataOf(await fetch(`${server.baseUrl}/v1/api/test/market/price`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code, price }) }));
}

export interface StoredOrder {
  id: number;
  state: number;
  closePrice: string | null;
  closeReason: string | null;
}

export async function storedOrders(database: pg.Client, ids: readonly number[]): Promise<StoredOrder[]> {
  const result = await database.query<StoredOrder>(
    'SELECT id, state, close_price AS "closePrice", close_reason AS "closeReason" FROM orders WHERE id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  return result.rows;
}

/** Polls the database until the order has closed; resolves with it. */
export async function untilClosed(database: pg.Client, id: number, timeoutMs = 10_000): Promise<StoredOrder> {
  let order: StoredOrder | undefined;
  const closed = async () => {
    [order] = await storedOrders(database, [id]);
    return order?.closeReason != null;
  };
  await waitUntil(`order ${id} closes`, closed, { timeoutMs, everyMs: 20 });
  return order!;
}

/** How many sessions hold the market leader's lock on this database (never more than one). */
export async function leaderLocksHeld(database: pg.Client): Promise<number> {
  const key = BigInt.asUintN(64, MARKET_LEADER_LOCK);
  const result = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND classid = $1 AND objid = $2 AND objsubid = 1",
    [String(key >> 32n), String(key & 0xffffffffn)],
  );
  return result.rows[0]!.n;
}
