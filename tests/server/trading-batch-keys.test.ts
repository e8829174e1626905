import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_CLOSED, SUBMIT_MARKET, type Order } from "#domain/order.ts";
import { rowsOf } from "#server/store/db.ts";
import { batchEngine } from "./helpers/batch-engine.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, openTrader, startTradingServer } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
}, 120_000);
afterAll(() => server?.close());

/** From now on, counts the statements that insert or update idempotency keys; returns the counts so far. */
async function countKeyStatements(): Promise<() => Promise<Record<string, number>>> {
  const { db } = server.server.store;
  await db.execute(sql`CREATE TABLE key_statements (op text NOT NULL)`);
  await db.execute(sql`
    CREATE FUNCTION count_key_statement() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO key_statements VALUES (TG_OP); RETURN NULL; END $$`);
  await db.execute(sql`CREATE TRIGGER count_key_statements AFTER INSERT OR UPDATE ON idempotency_keys FOR EACH STATEMENT EXECUTE FUNCTION count_key_statement()`);
  return async () => {
    const rows = rowsOf<{ op: string; n: number }>(await db.execute(sql`SELECT op, count(*)::int AS n FROM key_statements GROUP BY op`));
    return Object.fromEntries(rows.map((row) => [row.op, row.n]));
  };
}

describe("the idempotency keys of a batch", () => {
  it("are claimed with one insert, a repeat in the batch answered from the first, a refused call claiming nothing", async () => {
    const engine = batchEngine(server, { maxInFlight: 1, windowMs: 1, maxSize: 64 });
    const traders = await Promise.all(Array.from({ length: 6 }, () => openTrader(server)));
    const opened: Order[] = [];
    for (const [i, trader] of traders.entries()) {
      const request = { type: ORDER_BUY, cont: "0.01", forex_id: eurusd, multiple: 500, status: SUBMIT_MARKET as 0 | 1 };
      opened.push((await engine.send({ kind: "submit", userId: trader.userId, request }, i)) as Order);
    }
    const counts = await countKeyStatements();

    // Sent in one turn of the event loop with nothing under way: one batch of six closes, a repeat of
    // the first close, and a close of an order that does not exist.
    const closes = traders.map((trader, i) => engine.send({ kind: "close", userId: trader.userId, id: opened[i]!.Id, key: `close-${i}` }, 10 + i));
    const repeat = engine.send({ kind: "close", userId: traders[0]!.userId, id: opened[0]!.Id, key: "close-0" }, 20);
    const refused = engine.send({ kind: "close", userId: traders[1]!.userId, id: opened[0]!.Id + 10_000, key: "refused" }, 21);
    const answers = await Promise.all(closes);
    expect(await repeat).toEqual(JSON.parse(JSON.stringify(answers[0])));
    await expect(refused).rejects.toThrow();
    expect(await counts()).toEqual({ INSERT: 1 });
    for (const trader of traders) expect((await bookOf(server, trader.userId)).orders.map((order) => order.state)).toEqual([ORDER_CLOSED]);

    // Sent again in a later batch, a close is answered from its key; the refused key was never claimed.
    expect(await engine.send({ kind: "close", userId: traders[2]!.userId, id: opened[2]!.Id, key: "close-2" }, 30)).toEqual(JSON.parse(JSON.stringify(answers[2])));
    const { db } = server.server.store;
    const refusedKeys = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'refused'`));
    expect(refusedKeys[0]!.n).toBe(0);
    expect(await counts()).toEqual({ INSERT: 1 });
  });
});
