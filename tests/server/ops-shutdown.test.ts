import pg from "pg";
import { describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { Instrument } from "#domain/instrument.ts";
import { dataOf } from "./helpers/envelope.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { startServerProcess } from "./helpers/server-process.ts";
import { openSocket, refusedUpgrade } from "./helpers/socket-upgrade.ts";

const url = process.env.TEST_DATABASE_URL;
const skipped = url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

async function untilTrue(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
}

describe("SIGTERM", () => {
  it.skipIf(!url)(`drains: not ready, sockets told to reconnect, the order under way served, then exit 0${skipped}`, { timeout: 120_000 }, () =>
    withScratchDatabase(url!, async (scratchUrl) => {
      const server = await startServerProcess({ DATABASE_URL: scratchUrl, HISTORY_DAYS: "1", DRAIN_DELAY_MS: "5000", SHUTDOWN_DEADLINE_MS: "60000" });
      const holder = new pg.Client({ connectionString: scratchUrl });
      await holder.connect();
      try {
        const login = await dataOf<LoginResponse>(await fetch(`${server.baseUrl}/api/user/createAccountDemoForU?demo_id=shutdown-trader-0001`));
        const [eurusd] = await dataOf<Instrument[]>(await fetch(`${server.baseUrl}/v1/api/forex/trade_list?searchCurrency=EURUSD`));
        expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
        const { closed } = await openSocket(server.baseUrl);

        // The account row stays locked, so the order waits inside the engine until the test lets it go.
        await holder.query("BEGIN");
        await holder.query("SELECT 1 FROM trading_accounts FOR UPDATE");
        const order = fetch(`${server.baseUrl}/v1/api/forex/submit`, {
          method: "POST",
          headers: { authorization: login.token },
          body: new URLSearchParams({ forex_id: String(eurusd!.Id), type: "1", status: "1", cont: "0.01", multiple: "100" }),
        });
        await untilTrue(async () => (await holder.query("SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted")).rows[0].n > 0);

        server.signal("SIGTERM");
        expect(await closed).toBe(1012);
        const readiness = await fetch(`${server.baseUrl}/readyz`);
        expect(readiness.status).toBe(503);
        expect(((await readiness.json()) as { checks: { draining: { ok: boolean } } }).checks.draining.ok).toBe(false);
        expect(await refusedUpgrade(server.baseUrl)).toBe(503);

        // The server now waits for the order before it closes the database.
        await server.lineWhere((line) => line.msg?.startsWith("SIGTERM: closing") ?? false);
        await holder.query("COMMIT");

        const answer = await order;
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { code: number }).code).toBe(1);
        expect(await server.exited).toBe(0);
      } finally {
        await holder.end();
        await server.close();
      }
    }),
  );
});
