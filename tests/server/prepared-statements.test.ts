import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "#server/store/db.ts";
import { ORDER_BUY, SUBMIT_MARKET } from "#domain/order.ts";
import type { SubmitRequest } from "#domain/contract/trading.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import { openTrader, startTradingServer } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;

/**
 * The order path sends its statements by name (server/store/prepared.ts): PostgreSQL keeps each
 * one parsed and planned on every connection that ran it, which its pg_prepared_statements shows.
 */
describe("the order path's prepared statements on a PostgreSQL server", () => {
  it.skipIf(!url)(
    `are kept by name on the connection that ran them${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const { server, eurusd } = await startTradingServer({ DATABASE_URL: scratchUrl, REGISTRATIONS_PER_IP_PER_HOUR: "1000" });
        try {
          const trader = await openTrader(server);
          const request: SubmitRequest = { type: ORDER_BUY, cont: "0.01", forex_id: eurusd, multiple: 100, status: SUBMIT_MARKET, target_price: "", stop_loss_price: "", target_profit_price: "" };
          const { engine, store } = server.server;
          const opened = await engine.submit(trader.userId, request, "k1");
          await engine.close(trader.userId, opened.Id, "k2");
          // Every connection of the pool in turn: those that served the calls hold their statements.
          const names = new Set<string>();
          await Promise.all(
            Array.from({ length: 10 }, () =>
              store.db.transaction(async (tx) => {
                const rows = rowsOf<{ name: string }>(await tx.execute(sql`SELECT name FROM pg_prepared_statements WHERE NOT from_sql`));
                for (const row of rows) names.add(row.name);
                await tx.execute(sql`SELECT pg_sleep(0.05)`);
              }),
            ),
          );
          expect([...names]).toEqual(expect.arrayContaining(["accounts_lock", "keys_stored", "keys_claim", "orders_holding_of", "order_ids", "order_insert_id", "ledger_post_all"]));
          expect([...names].some((name) => name.startsWith("order_move_"))).toBe(true);
        } finally {
          await server.close();
        }
      }),
  );
});
