import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorLoginResponse } from "#domain/contract/back-office.ts";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { ORDER_CLOSED } from "#domain/order.ts";
import { waitUntil } from "#scripts/cluster/wait-until.ts";
import { totpCode } from "#server/platform/totp.ts";
import { dataOf } from "./helpers/envelope.ts";
import { demoTrader, instrumentIdOn, leads, playPrice, submitOn, untilClosed, untilLeads, type ClusterTrader } from "./helpers/market-cluster.ts";
import { HAS_REDIS, NO_REDIS_NOTE } from "./helpers/redis-server.ts";
import type { ServerProcess } from "./helpers/server-process.ts";
import { startTestCluster, type TestCluster } from "./helpers/test-cluster.ts";

/**
 * The work the trader's tools added to the market leader and to the bus, over real processes on
 * one PostgreSQL and one Redis: an operator's instrument change reaches every process's order path,
 * an alert set through a follower fires on the leader, and only the leader expires pending orders,
 * fires alerts and charges swaps. A trigger records which process wrote each of those rows.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const SLOW = 120_000;
const OPERATOR_PASSWORD = "Lantern-orchid-97";

let cluster: TestCluster | undefined;
let database: pg.Client;
let first: ServerProcess;
let second: ServerProcess;

const start = (name: string, extra: Record<string, string> = {}) => cluster!.start(name, extra);

const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));

async function operatorOn(server: ServerProcess): Promise<string> {
  const login = `duty-op-${Date.now()}`;
  const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const { secret } = await dataOf<{ secret: string }>(await fetch(`${server.baseUrl}/v1/api/test/operators`, json({ login, password: OPERATOR_PASSWORD })));
  const answer = await fetch(`${server.baseUrl}/admin/api/login`, json({ login, password: OPERATOR_PASSWORD, totp: totpCode(secret, Date.now()) }));
  return (await dataOf<OperatorLoginResponse>(answer)).token;
}

/** The processes (by application name) that wrote rows of `duty`. */
async function writersOf(duty: string): Promise<string[]> {
  const result = await database.query<{ app: string }>("SELECT DISTINCT app FROM duty_writers WHERE duty = $1 ORDER BY app", [duty]);
  return result.rows.map((row) => row.app);
}

describe.skipIf(skipped !== "")(`the trader's tools over processes${skipped}`, () => {
  beforeAll(async () => {
    cluster = await startTestCluster(databaseUrl!);
    database = cluster.database;
    first = await start("pipwise-first");
    second = await start("pipwise-second");
    await database.query(`
      CREATE TABLE duty_writers (duty text NOT NULL, app text NOT NULL);
      CREATE FUNCTION note_duty_writer() RETURNS trigger AS $$
        BEGIN INSERT INTO duty_writers VALUES (TG_ARGV[0], current_setting('application_name')); RETURN NEW; END
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER note_expiry BEFORE UPDATE ON orders FOR EACH ROW WHEN (NEW.close_reason = 'expired' AND OLD.close_reason IS NULL) EXECUTE FUNCTION note_duty_writer('expiry');
      CREATE TRIGGER note_alert BEFORE UPDATE ON price_alerts FOR EACH ROW WHEN (NEW.fired_count > OLD.fired_count) EXECUTE FUNCTION note_duty_writer('alert');
      CREATE TRIGGER note_swap BEFORE UPDATE ON orders FOR EACH ROW WHEN (NEW.swap_day IS DISTINCT FROM OLD.swap_day) EXECUTE FUNCTION note_duty_writer('swap');
    `);
    expect([await leads(first), await leads(second)]).toEqual([true, false]);
  }, 240_000);
  afterAll(() => cluster?.close());

  it("drops an instrument another process keeps once an operator saves it on one process", { timeout: SLOW }, async () => {
    const xauusd = await instrumentIdOn(second, "XAUUSD");
    const trader = await demoTrader(second);
    const submitGold = () => fetch(`${second.baseUrl}/v1/api/forex/submit`, { method: "POST", headers: { authorization: trader.token, lang: "en" }, body: form({ forex_id: xauusd, type: 1, status: 1, cont: "0.01", multiple: 100 }) });
    await dataOf(await submitGold());
    const { rows } = await database.query<{ offered: number[] }>("SELECT leverage_options AS offered FROM instruments WHERE id = $1", [xauusd]);
    // Written behind the processes' backs, as a script would: the follower keeps the row it read.
    await database.query("UPDATE instruments SET leverage_options = '{}' WHERE id = $1", [xauusd]);
    await dataOf(await submitGold());

    const token = await operatorOn(first);
    const saved = await fetch(`${first.baseUrl}/admin/api/swap-rates/${xauusd}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: token },
      body: JSON.stringify({ mode: "percent", long: "-5.5", short: "1.5", triple_day: 3 }),
    });
    await dataOf(saved);
    let refusal: { code: number; msg: string } | undefined;
    await waitUntil(
      "the follower reads the instrument again",
      async () => {
        refusal = (await (await submitGold()).json()) as { code: number; msg: string };
        return refusal.code !== 1;
      },
      { timeoutMs: 10_000 },
    );
    expect(refusal!.msg).toBe("This instrument has no leverage configured and cannot be traded");
    await database.query("UPDATE instruments SET leverage_options = $2 WHERE id = $1", [xauusd, rows[0]!.offered]);
  });

  it("fires, on the leader, an alert set through the follower", { timeout: SLOW }, async () => {
    const eurusd = await instrumentIdOn(second, "EURUSD");
    await playPrice(first, "EURUSD", "1.10000");
    const trader = await demoTrader(second);
    const created = await fetch(`${second.baseUrl}/api/alerts/create`, {
      method: "POST",
      headers: { authorization: trader.token },
      body: form({ forex_id: eurusd, watch: "bid", direction: "above", level: "1.10500", repeat: "once" }),
    });
    const alert = await dataOf<PriceAlert>(created);
    await playPrice(first, "EURUSD", "1.10600");
    await waitUntil("the alert fires", async () => {
      const { rows } = await database.query<{ fired: number }>("SELECT fired_count AS fired FROM price_alerts WHERE id = $1", [alert.Id]);
      return rows[0]!.fired === 1;
    });
    expect(await writersOf("alert")).toEqual(["pipwise-first"]);
  });

  it("expires a pending order on the leader only, whichever process took it", { timeout: SLOW }, async () => {
    const eurusd = await instrumentIdOn(second, "EURUSD");
    await playPrice(first, "EURUSD", "1.10000");
    const trader = await demoTrader(second);
    const expiresAt = Math.ceil(Date.now() / 1000) + 2;
    const pending = await submitOn(second, trader, { forex_id: eurusd, type: 1, status: 0, target_price: "1.00000", expiry: 2, expires_at: expiresAt });
    const expired = await untilClosed(database, pending.Id, 15_000);
    expect(expired).toMatchObject({ state: ORDER_CLOSED, closeReason: "expired" });
    expect(await writersOf("expiry")).toEqual(["pipwise-first"]);
  });

  it("charges a missed rollover's swap once, by whichever process leads after the leader is killed, never by a follower", { timeout: SLOW }, async () => {
    const eurusd = await instrumentIdOn(second, "EURUSD");
    await playPrice(first, "EURUSD", "1.10000");
    const trader: ClusterTrader = await demoTrader(second);
    const held = await submitOn(second, trader, { forex_id: eurusd, type: 1, status: 1 });
    const third = await start("pipwise-third");
    // Held since three days ago, and no rollover recorded: the latest one is due.
    await database.query("UPDATE orders SET opened_at = now() - interval '3 days' WHERE id = $1", [held.Id]);
    await database.query("DELETE FROM swap_rollovers");
    first.signal("SIGKILL");
    await first.exited;
    const leader = (await Promise.any([untilLeads(second, 15_000).then(() => second), untilLeads(third, 15_000).then(() => third)])) as ServerProcess;
    const follower = leader === second ? third : second;
    await waitUntil("the new leader runs the missed rollover", async () => (await database.query("SELECT 1 FROM swap_rollovers")).rowCount! > 0, { timeoutMs: 15_000 });
    const { rows } = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM account_logs WHERE order_id = $1 AND memo = 'swap'", [held.Id]);
    expect(rows[0]!.n).toBe(1);
    const writers = await writersOf("swap");
    const name = (server: ServerProcess) => (server === second ? "pipwise-second" : "pipwise-third");
    expect(writers).not.toContain(name(follower));
    expect(writers.every((app) => app === "pipwise-first" || app === name(leader))).toBe(true);
  });
});
