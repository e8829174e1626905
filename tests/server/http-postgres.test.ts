import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { createServer, type PipwiseServer } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { Candle, Instrument } from "#domain/instrument.ts";
import { dataOf } from "./helpers/envelope.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { TEST_HISTORY_DAYS } from "./helpers/test-config.ts";

const url = process.env.TEST_DATABASE_URL;

async function start(connectionString: string): Promise<{ server: PipwiseServer; baseUrl: string }> {
  const config = loadConfig({
    DATABASE_URL: connectionString,
    HOST: "127.0.0.1",
    PORT: "0",
    STATIC_DIR: "/nonexistent-pipwise-dist",
    MARKET_SESSIONS: "always-open",
    HISTORY_DAYS: String(TEST_HISTORY_DAYS),
    LOG_LEVEL: "error",
  });
  const server = await createServer(config);
  await server.app.listen({ host: config.host, port: 0 });
  const address = server.app.server.address();
  return { server, baseUrl: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

describe("on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `migrates, seeds once and serves the catalog${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 120_000 },
    () => withScratchDatabase(url!, async (scratchUrl) => {
      const first = await start(scratchUrl);
      let instruments: Instrument[];
      try {
        expect(first.server.store.kind).toBe("postgres");
        instruments = await dataOf<Instrument[]>(await fetch(`${first.baseUrl}/v1/api/forex/trade_list?searchCurrency=usd`));
        expect(instruments.length).toBeGreaterThan(20);
        const candles = await dataOf<Candle[]>(await fetch(`${first.baseUrl}/v1/api/forex/kline?forex_id=${instruments[0]!.Id}&period=60min`));
        expect(candles.length).toBeGreaterThan(24);
      } finally {
        await first.server.close();
      }

      // A second start finds the catalog and must not seed it again.
      const second = await start(scratchUrl);
      try {
        const again = await dataOf<Instrument[]>(await fetch(`${second.baseUrl}/v1/api/forex/trade_list?searchCurrency=usd`));
        expect(again.map((i) => i.Id)).toEqual(instruments.map((i) => i.Id));
      } finally {
        await second.server.close();
      }
    }),
  );

  it.skipIf(!url)(
    `keeps serving when the server drops its idle connections${url ? "" : " (skipped: set TEST_DATABASE_URL)"}`,
    { timeout: 120_000 },
    () => withScratchDatabase(url!, async (scratchUrl) => {
      const { server, baseUrl } = await start(scratchUrl);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const tradeList = `${baseUrl}/v1/api/forex/trade_list?searchCurrency=usd`;
        const before = await dataOf<Instrument[]>(await fetch(tradeList));
        const warned = vi.spyOn(server.app.log, "warn");
        const dropped = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [new URL(scratchUrl).pathname.slice(1)]);
        expect(dropped.rowCount).toBeGreaterThan(0);
        // The pool hears of each dropped connection on its own time; the process must outlive that.
        const drops = () => warned.mock.calls.filter(([, message]) => message === "the database dropped an idle connection");
        await expect.poll(() => drops().length, { timeout: 10_000 }).toBe(dropped.rowCount);
        // The reason, not the pool's client with its connection parameters and statements.
        for (const [details] of drops()) expect(details).toEqual({ code: "57P01", reason: "terminating connection due to administrator command" });
        const after = await dataOf<Instrument[]>(await fetch(tradeList));
        expect(after.map((i) => i.Id)).toEqual(before.map((i) => i.Id));
      } finally {
        await admin.end();
        await server.close();
      }
    }),
  );
});
