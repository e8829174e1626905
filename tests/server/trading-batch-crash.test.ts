import pg from "pg";
import { describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Instrument } from "#domain/instrument.ts";
import type { Envelope } from "#domain/envelope.ts";
import { dataOf } from "./helpers/envelope.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { startServerProcess, type ServerProcess } from "./helpers/server-process.ts";

const url = process.env.TEST_DATABASE_URL;
const skipped = url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const ACCOUNTS = 30;
const SUBMITS = 300;
/** Acknowledged submits before the kill: mid-run, with batches under way. */
const KILL_AFTER = 100;

const serverEnv = (databaseUrl: string) => ({ DATABASE_URL: databaseUrl, HISTORY_DAYS: "1", REGISTRATIONS_PER_IP_PER_HOUR: "100000" });

function submit(server: ServerProcess, token: string, forexId: number, key: string): Promise<Envelope<{ Id: number }>> {
  return fetch(`${server.baseUrl}/v1/api/forex/submit`, {
    method: "POST",
    headers: { authorization: token, "idempotency-key": key },
    body: new URLSearchParams({ forex_id: String(forexId), type: "1", status: "1", cont: "0.01", multiple: "100" }),
  }).then((response) => response.json() as Promise<Envelope<{ Id: number }>>);
}

describe("kill -9 under group commit", () => {
  it.skipIf(!url)(`loses no acknowledged order, leaves no half batch, and a retried key answers what was committed${skipped}`, { timeout: 240_000 }, () =>
    withScratchDatabase(url!, async (scratchUrl) => {
      const db = new pg.Client({ connectionString: scratchUrl });
      await db.connect();
      let server = await startServerProcess(serverEnv(scratchUrl));
      try {
        const tokens = await Promise.all(
          Array.from({ length: ACCOUNTS }, async (_, i) => {
            const login = await dataOf<LoginResponse>(await fetch(`${server.baseUrl}/api/user/createAccountDemoForU?demo_id=crash-trader-${String(i).padStart(4, "0")}`));
            return login.token;
          }),
        );
        const [eurusd] = await dataOf<Instrument[]>(await fetch(`${server.baseUrl}/v1/api/forex/trade_list?searchCurrency=EURUSD`));
        const keyOf = (i: number) => `crash-${i}`;
        const tokenOf = (i: number) => tokens[i % ACCOUNTS]!;

        const acknowledged = new Map<string, number>();
        const running = server;
        await Promise.allSettled(
          Array.from({ length: SUBMITS }, async (_, i) => {
            const body = await submit(running, tokenOf(i), eurusd!.Id, keyOf(i));
            if (body.code !== 1) throw new Error(`submit ${i}: ${body.msg}`);
            acknowledged.set(keyOf(i), body.data!.Id);
            if (acknowledged.size === KILL_AFTER) running.signal("SIGKILL");
          }),
        );
        expect(await running.exited).toBeNull();
        await running.close();
        console.log(`[postgres] ${SUBMITS} submits at once, kill -9 after ${KILL_AFTER} answers: ${acknowledged.size} acknowledged`);
        expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(acknowledged.size).toBeLessThan(SUBMITS);

        const stored = await db.query<{ id: number }>("SELECT id FROM orders WHERE id = ANY($1)", [[...acknowledged.values()]]);
        expect(acknowledged.size - stored.rowCount!).toBe(0);
        // Every fee posted with its order, no order without its fee: the ledger is the balance.
        const accounts = await db.query<{ user_id: number; balance: string; logged: string; orders: number; fees: number }>(`
          SELECT a.user_id, a.balance::text, (SELECT coalesce(sum(value), 0)::text FROM account_logs l WHERE l.user_id = a.user_id) AS logged,
                 (SELECT count(*)::int FROM orders o WHERE o.user_id = a.user_id) AS orders,
                 (SELECT count(*)::int FROM account_logs l WHERE l.user_id = a.user_id AND l.memo = 'trade_fee') AS fees
          FROM trading_accounts a`);
        for (const account of accounts.rows) {
          expect(Number(account.logged)).toBeCloseTo(Number(account.balance), 6);
          expect(account.fees).toBe(account.orders);
        }

        server = await startServerProcess(serverEnv(scratchUrl));
        const retried = await Promise.all(Array.from({ length: SUBMITS }, (_, i) => submit(server, tokenOf(i), eurusd!.Id, keyOf(i))));
        expect(retried.every((body) => body.code === 1)).toBe(true);
        for (const [i, body] of retried.entries()) if (acknowledged.has(keyOf(i))) expect(body.data!.Id).toBe(acknowledged.get(keyOf(i)));
        const total = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders");
        expect(total.rows[0]!.n).toBe(SUBMITS);
      } finally {
        await db.end();
        await server.close();
      }
    }),
  );
});
