import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_BUY, ORDER_CLOSED, ORDER_HOLDING, SUBMIT_MARKET, type Order } from "#domain/order.ts";
import type { BookChange } from "#server/engine/engine.ts";
import { rowsOf } from "#server/store/db.ts";
import { batchEngine } from "./helpers/batch-engine.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { startTradingServerOn, TEST_DATABASES } from "./helpers/each-database.ts";
import { bookOf, openTrader } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;

/** From now on, every transaction that closes an order of 7.77 lots fails, at commit time only. */
async function poisonClosesOf777Lots(): Promise<() => Promise<void>> {
  const { db } = server.server.store;
  await db.execute(sql`
    CREATE FUNCTION refuse_poisoned_close() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF NEW.lots = 7.77 AND NEW.state = ${sql.raw(String(ORDER_CLOSED))} THEN RAISE EXCEPTION 'a poisoned batch'; END IF; RETURN NULL; END $$`);
  await db.execute(sql`
    CREATE CONSTRAINT TRIGGER poisoned_close AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION refuse_poisoned_close()`);
  return async () => {
    await db.execute(sql`DROP TRIGGER poisoned_close ON orders`);
  };
}

const commitFails = () => describe("a batch whose commit fails", () => {
  it("answers every one of its callers with the error, and stores and announces none of it", async () => {
    const engine = batchEngine(server, { maxInFlight: 1, windowMs: 1, maxSize: 64 });
    const traders = await Promise.all(Array.from({ length: 4 }, () => openTrader(server)));
    const lots = ["0.01", "1", "7.77", "0.5"];
    const opened: Order[] = [];
    for (const [i, trader] of traders.entries()) {
      const request = { type: ORDER_BUY, cont: lots[i]!, forex_id: eurusd, multiple: 500, status: SUBMIT_MARKET as 0 | 1 };
      opened.push((await engine.send({ kind: "submit", userId: trader.userId, request }, i)) as Order);
    }
    const before = await Promise.all(traders.map((trader) => bookOf(server, trader.userId)));
    const heal = await poisonClosesOf777Lots();
    const heard: BookChange[] = [];
    engine.core.onBook((change) => heard.push(change));

    // Sent in one turn of the event loop with nothing under way, the four closes make one batch.
    const closes = traders.map((trader, i) => engine.send({ kind: "close", userId: trader.userId, id: opened[i]!.Id, key: `close-${i}` }, 10 + i));
    const answers = await Promise.allSettled(closes);
    for (const answer of answers) expect(answer).toMatchObject({ status: "rejected", reason: expect.objectContaining({ message: expect.stringContaining("a poisoned batch") }) });
    expect(heard).toEqual([]);
    for (const [i, trader] of traders.entries()) expect(await bookOf(server, trader.userId)).toEqual(before[i]);

    // Nothing claimed their keys: sent again, the same closes run anew and close each position once.
    await heal();
    const again = await Promise.all(traders.map((trader, i) => engine.send({ kind: "close", userId: trader.userId, id: opened[i]!.Id, key: `close-${i}` }, 20 + i)));
    expect(again.map((order) => (order as Order).Id)).toEqual(opened.map((order) => order.Id));
    for (const trader of traders) {
      const { orders } = await bookOf(server, trader.userId);
      expect(orders.map((order) => order.state)).toEqual([ORDER_CLOSED]);
    }
    expect(heard.filter((change) => change.gone.length === 1)).toHaveLength(4);
    expect(before.every(({ orders }) => orders[0]!.state === ORDER_HOLDING)).toBe(true);
  });
});

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

const batchKeys = () => describe("the idempotency keys of a batch", () => {
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

for (const database of TEST_DATABASES) {
  describe(`on ${database.name}`, () => {
    beforeAll(async () => {
      ({ server, eurusd } = await startTradingServerOn(database));
    }, 180_000);
    afterAll(() => server?.close());
    commitFails();
    batchKeys();
  });
}
