/**
 * Group commit on a PostgreSQL server, where each statement waited for is a round trip: a batch
 * sends its BEGIN with the lock and the key lookup, and its calls' order writes with its postings
 * and key claims (server/store/pipelined.ts, server/engine/order-batch-writes.ts), and stays
 * correct so: refusals, repeats, a write that fails, and two processes' pools.
 */
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmitRequest } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import { ORDER_BUY, ORDER_CLOSED, ORDER_HOLDING, SUBMIT_MARKET, type Order } from "#domain/order.ts";
import { post } from "#server/engine/account-tx.ts";
import type { LiveOrder } from "#server/engine/live-order.ts";
import { insertOrder, moveOrder } from "#server/engine/order-writes.ts";
import { runBatch, type OrderCall } from "#server/engine/order-batch.ts";
import { openPostgres } from "#server/store/drivers/postgres.ts";
import { batchEngine } from "./helpers/batch-engine.ts";
import { createScratchDatabase, type ScratchDatabase } from "./helpers/scratch-database.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader, startTradingServer, type Trader } from "./helpers/trading.ts";

const url = process.env.TEST_DATABASE_URL;
const skipped = url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";

let scratch: ScratchDatabase;
let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  if (!url) return;
  scratch = await createScratchDatabase(url);
  ({ server, eurusd } = await startTradingServer({ DATABASE_URL: scratch.url, REGISTRATIONS_PER_IP_PER_HOUR: "100000" }));
}, 180_000);
afterAll(async () => {
  await server?.close();
  await scratch?.drop();
});

/** Counts the writes to PostgreSQL's port made while `body` runs, from this process, and lists the statements sent (a prepared one by its name). */
async function tally(body: () => Promise<unknown>): Promise<{ writes: number; statements: string[] }> {
  const port = Number(new URL(url!).port || 5432);
  const socket = net.Socket.prototype as unknown as Record<"_write" | "_writev", (this: net.Socket, ...args: unknown[]) => void>;
  const client = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => unknown };
  const originals = { _write: socket._write, _writev: socket._writev, query: client.query };
  let writes = 0;
  const statements: string[] = [];
  for (const name of ["_write", "_writev"] as const) {
    socket[name] = function (this: net.Socket, ...args: unknown[]) {
      if (this.remotePort === port) writes += 1;
      return originals[name].apply(this, args);
    };
  }
  client.query = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args as [string | { name?: string; text: string }];
    statements.push(typeof query === "string" ? query : (query.name ?? query.text));
    return originals.query.apply(this, args);
  };
  try {
    await body();
  } finally {
    Object.assign(socket, { _write: originals._write, _writev: originals._writev });
    client.query = originals.query;
  }
  return { writes, statements };
}

const countWrites = async (body: () => Promise<unknown>): Promise<number> => (await tally(body)).writes;

const buy = (lots: string): SubmitRequest => ({ type: ORDER_BUY, cont: lots, forex_id: eurusd, multiple: 100, status: SUBMIT_MARKET });

describe.skipIf(!url)(`group commit on a PostgreSQL server${skipped}`, () => {
  it("sends a batch in three writes when its calls send nothing themselves: BEGIN with the lock and the keys, the postings with the claims, COMMIT", { timeout: 60_000 }, async () => {
    const traders = await Promise.all(Array.from({ length: 4 }, () => openTrader(server)));
    // A pool of its own, which nothing else uses, so that every write counted is the batch's.
    const driver = await openPostgres(scratch.url, () => undefined);
    try {
      const before = await Promise.all(traders.map((trader) => expectLedgerBalanced(server, trader.userId)));
      const at = new Date();
      const calls: OrderCall[] = traders.map((trader, i) => ({
        userId: trader.userId,
        at,
        key: { userId: trader.userId, scope: "test.pipeline", key: `k${i}`, params: { i } },
        work: async (tx) => post(tx, { value: dec("-1.5"), memo: "trade_fee", at }),
      }));
      await runBatch(driver.db, calls); // the first use of a connection parses the statements
      const again = calls.map((call, i) => ({ ...call, key: { ...call.key!, key: `again-${i}` } }));
      let outcomes: Awaited<ReturnType<typeof runBatch>> = [];
      expect(await countWrites(async () => (outcomes = await runBatch(driver.db, again)))).toBe(3);
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, true]);
      // Both batches are stored, each posting with its row: a repeat of a key is answered from it.
      for (const [i, trader] of traders.entries()) expect(dec(await expectLedgerBalanced(server, trader.userId)).minus(before[i]!).toFixed(2)).toBe("-3.00");
      const [repeat] = await runBatch(driver.db, [{ ...again[0]!, work: () => Promise.reject(new Error("ran twice")) }]);
      expect(repeat).toMatchObject({ ok: true });
    } finally {
      await driver.close();
    }
  });

  it("reads the positions of all a batch's accounts once, with its BEGIN, and sends its calls' writes with its postings: four submits, then their closes, take three writes a batch", { timeout: 60_000 }, async () => {
    const traders = await Promise.all(Array.from({ length: 4 }, () => openTrader(server)));
    // A pool of its own, which nothing else uses, so that every write counted is the batch's.
    const driver = await openPostgres(scratch.url, () => undefined);
    try {
      const engine = batchEngine(server, {}, driver.db);
      // Each sent in one turn of the event loop, so that the four make one batch.
      const submit = (round: string) =>
        Promise.all(traders.map((trader, i) => engine.send({ kind: "submit", userId: trader.userId, request: buy("0.01"), key: `${round}-open-${i}` }, i))) as Promise<Order[]>;
      const close = (round: string, opened: Order[]) =>
        Promise.all(traders.map((trader, i) => engine.send({ kind: "close", userId: trader.userId, id: opened[i]!.Id, key: `${round}-close-${i}` }, i)));
      await close("warm", await submit("warm")); // the first use of a connection parses the statements
      let opened: Order[] = [];
      const submits = await tally(async () => (opened = await submit("measured")));
      const closes = await tally(() => close("measured", opened));
      const reads = (statements: string[]) => statements.filter((statement) => /^order(s_holding|_own)/.test(statement));
      const orderWrites = (statements: string[]) => statements.filter((statement) => /^order_(insert|move)/.test(statement));
      for (const batch of [submits, closes]) {
        expect(reads(batch.statements)).toEqual(["orders_holding_of"]);
        expect(orderWrites(batch.statements)).toHaveLength(traders.length);
        // BEGIN with the lock, the positions, the keys and the new orders' ids; the calls' writes with the postings and the claims; COMMIT.
        expect(batch.writes).toBe(3);
      }
      // The submits' ids taken with one statement; closes insert nothing and take none.
      expect(submits.statements.filter((statement) => statement === "order_ids")).toHaveLength(1);
      expect(closes.statements).not.toContain("order_ids");
      for (const trader of traders) {
        const { orders: book } = await bookOf(server, trader.userId);
        expect(book.map((order) => order.state)).toEqual([ORDER_CLOSED, ORDER_CLOSED]);
        await expectLedgerBalanced(server, trader.userId);
      }
    } finally {
      await driver.close();
    }
  });

  it("refuses alone a call whose write, sent without waiting, fails: a move of an order not there, an insert of an instrument not there", { timeout: 60_000 }, async () => {
    const traders = await Promise.all(Array.from({ length: 4 }, () => openTrader(server)));
    const before = await Promise.all(traders.map((trader) => expectLedgerBalanced(server, trader.userId)));
    const at = new Date();
    const fee = { value: dec("-2"), memo: "trade_fee", at } as const;
    const missing = { id: 2_000_000_000, state: ORDER_HOLDING } as LiveOrder;
    const works = [
      async (tx: Parameters<OrderCall["work"]>[0]) => post(tx, fee),
      async (tx: Parameters<OrderCall["work"]>[0]) => (await post(tx, fee), moveOrder(tx, missing, ORDER_HOLDING, { stopLoss: "1.0" })),
      async (tx: Parameters<OrderCall["work"]>[0]) => (await post(tx, fee), insertOrder(tx, { ...missing, userId: tx.userId, instrumentId: 2_000_000_000 } as unknown as Omit<LiveOrder, "id">)),
      async (tx: Parameters<OrderCall["work"]>[0]) => post(tx, fee),
    ];
    const outcomes = await runBatch(
      server.server.store.db,
      traders.map((trader, i) => ({ userId: trader.userId, at, key: { userId: trader.userId, scope: "test.failed-write", key: `f${i}`, params: { i } }, work: works[i]! })),
    );
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, false, true]);
    expect(String((outcomes[1] as { error: unknown }).error)).toContain("is not in state");
    for (const [i, trader] of traders.entries()) {
      const moved = dec(await expectLedgerBalanced(server, trader.userId)).minus(before[i]!);
      expect(moved.toFixed(2)).toBe(outcomes[i]!.ok ? "-2.00" : "0.00");
    }
  });

  it("keeps its accounts locked between a refusal and its second run: a batch waiting on them commits after it, not between its runs", { timeout: 60_000 }, async () => {
    const trader = await openTrader(server);
    const other = await openPostgres(scratch.url, () => undefined);
    const watcher = new pg.Client({ connectionString: scratch.url });
    await watcher.connect();
    try {
      const at = new Date();
      const fee = { value: dec("-1"), memo: "trade_fee", at } as const;
      const ran: string[] = [];
      let waiting: Promise<unknown> | undefined;
      /** Until some backend waits on a row lock: the other batch's lock request has reached PostgreSQL. */
      const lockAwaited = async () => {
        for (;;) {
          const { rows } = await watcher.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
          if (rows[0].n > 0) return;
          await new Promise((next) => setImmediate(next));
        }
      };
      const refusedFirst: OrderCall = {
        userId: trader.userId,
        at,
        work: async () => {
          ran.push("refused");
          if (!waiting) {
            waiting = runBatch(other.db, [{ userId: trader.userId, at, work: async (tx) => (ran.push("other batch"), post(tx, fee)) }]);
            await lockAwaited();
          }
          throw new Error("refused");
        },
      };
      const accepted: OrderCall = { userId: trader.userId, at, work: async (tx) => (ran.push("accepted"), post(tx, fee)) };
      const outcomes = await runBatch(server.server.store.db, [refusedFirst, accepted]);
      await waiting;
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([false, true]);
      expect(ran).toEqual(["refused", "refused", "accepted", "other batch"]);
      await expectLedgerBalanced(server, trader.userId);
    } finally {
      await watcher.end();
      await other.close();
    }
  });

  it("keeps every order of 200 concurrent calls from two processes' pools, a refused call refused alone", { timeout: 180_000 }, async () => {
    const traders: Trader[] = await Promise.all(Array.from({ length: 8 }, () => openTrader(server)));
    const other = await openPostgres(scratch.url, () => undefined);
    try {
      const engines = [batchEngine(server, {}), batchEngine(server, {}, other.db)];
      // Every fifth order is far beyond the account's margin: refused, in a batch of accepted ones.
      const submits = Array.from({ length: 100 }, (_, n) => {
        const trader = traders[n % traders.length]!;
        return engines[n % 2]!.send({ kind: "submit", userId: trader.userId, request: buy(n % 5 === 4 ? "500" : "0.01"), key: `open-${n}` }, n);
      });
      const opened = await Promise.allSettled(submits);
      expect(opened.filter((answer) => answer.status === "fulfilled")).toHaveLength(80);
      const orders = opened.flatMap((answer, n) => (answer.status === "fulfilled" ? [{ n, userId: traders[n % traders.length]!.userId, order: answer.value as Order }] : []));
      const closes = orders.map(({ n, userId, order }) => engines[(n + 1) % 2]!.send({ kind: "close", userId, id: order.Id, key: `close-${n}` }, 100 + n));
      // Each close sent twice at once, from the other pool: one close, the repeat answered from its key.
      const repeats = orders.map(({ n, userId, order }) => engines[n % 2]!.send({ kind: "close", userId, id: order.Id, key: `close-${n}` }, 200 + n));
      const closed = await Promise.all([...closes, ...repeats]);
      expect(closed.map((order) => (order as Order).Id)).toEqual([...orders, ...orders].map(({ order }) => order.Id));
      for (const trader of traders) {
        const { orders: book, log } = await bookOf(server, trader.userId);
        const accepted = orders.filter((order) => order.userId === trader.userId).map(({ order }) => order.Id);
        expect(book.map((order) => order.id)).toEqual(accepted.sort((a, b) => a - b));
        expect(book.every((order) => order.state === ORDER_CLOSED)).toBe(true);
        expect(log.filter((row) => row.memo === "trade_fee")).toHaveLength(accepted.length);
        await expectLedgerBalanced(server, trader.userId);
      }
    } finally {
      await other.close();
    }
  });
});
