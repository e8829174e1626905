import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Quote } from "#domain/instrument.ts";
import { ORDER_CLOSED, ORDER_HOLDING } from "#domain/order.ts";
import { SOCKET_PATH, TOPIC_DAY_MARKET } from "#domain/socket-protocol.ts";
import {
  demoTrader,
  instrumentIdOn,
  leaderLocksHeld,
  leads,
  playPrice,
  storedOrders,
  submitOn,
  untilClosed,
  untilLeads,
} from "./helpers/market-cluster.ts";
import { metricsOf } from "./helpers/metrics-scrape.ts";
import { HAS_REDIS, NO_REDIS_NOTE } from "./helpers/redis-server.ts";
import type { ServerProcess } from "./helpers/server-process.ts";
import { startTestCluster, type TestCluster } from "./helpers/test-cluster.ts";
import { SocketTestClient } from "./socket-test-client.ts";

/**
 * Several server processes on one PostgreSQL and one Redis: one market leader runs the feed and
 * the triggers, the others follow it, and a killed leader is replaced within seconds.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const SLOW = 120_000;

let cluster: TestCluster | undefined;
let database: pg.Client;
let first: ServerProcess;
let second: ServerProcess;
let eurusd = 0;

const start = (name: string, extra: Record<string, string> = {}) => cluster!.start(name, extra);

/** Quotes as a client of `server` sees them on its socket. */
async function quotesOn(server: ServerProcess): Promise<SocketTestClient> {
  const client = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  client.send({ type: "sub", topic: TOPIC_DAY_MARKET });
  await client.ack("sub", TOPIC_DAY_MARKET);
  return client;
}

/** Runs `work` while `server` is stopped (SIGSTOP): it holds its connections but does nothing. */
async function whilePaused<T>(server: ServerProcess, work: () => Promise<T>): Promise<T> {
  server.signal("SIGSTOP");
  try {
    return await work();
  } finally {
    server.signal("SIGCONT");
  }
}

const quoteAt = (client: SocketTestClient, code: string, bid: string) =>
  client.next((frame) => frame.topic === TOPIC_DAY_MARKET && (frame.data as Quote[]).some((quote) => quote.Code === code && quote.Bid === bid));

describe.skipIf(skipped !== "")(`one market leader among processes${skipped}`, () => {
  beforeAll(async () => {
    cluster = await startTestCluster(databaseUrl!);
    database = cluster.database;
    // One after the other: the first start creates and seeds the database, and leads.
    first = await start("pipwise-first");
    second = await start("pipwise-second");
    eurusd = await instrumentIdOn(first, "EURUSD");
  }, 240_000);
  afterAll(() => cluster?.close());

  it("has exactly one leader; the follower quotes, streams and fills at the leader's prices", { timeout: SLOW }, async () => {
    expect([await leads(first), await leads(second)]).toEqual([true, false]);
    expect(await leaderLocksHeld(database)).toBe(1);
    expect(await metricsOf(first.baseUrl)).toMatch(/^pipwise_leader 1$/m);
    expect(await metricsOf(second.baseUrl)).toMatch(/^pipwise_leader 0$/m);

    const watching = await quotesOn(second);
    await playPrice(first, "EURUSD", "1.23450");
    const frame = await quoteAt(watching, "EURUSD", "1.23450");
    const quote = (frame.data as Quote[]).find((q) => q.Code === "EURUSD")!;
    watching.socket.close();

    const order = await submitOn(second, await demoTrader(second), { forex_id: eurusd, type: 1, status: 1 });
    expect(order.State).toBe(ORDER_HOLDING);
    expect(order.Price).toBe(quote.Ask);
  });

  it("triggers, in the leader, a stop loss set through the follower when the price crosses it", { timeout: SLOW }, async () => {
    await playPrice(first, "EURUSD", "1.10000");
    const trader = await demoTrader(second);
    const order = await submitOn(second, trader, { forex_id: eurusd, type: 1, status: 1, stop_loss_price: "1.09000" });
    // Paused, the follower could not act on the price even if it wanted to: only the leader can.
    const closed = await whilePaused(second, async () => {
      await playPrice(first, "EURUSD", "1.08950");
      return untilClosed(database, order.Id);
    });
    expect(closed).toMatchObject({ state: ORDER_CLOSED, closeReason: "stop-loss" });
    expect(Number(closed.closePrice)).toBe(1.0895);
  });

  it("leaves candle writing to the leader: a follower that runs and stops writes none", { timeout: SLOW }, async () => {
    await database.query(`
      CREATE TABLE candle_writers (app text NOT NULL);
      CREATE FUNCTION note_candle_writer() RETURNS trigger AS $$
        BEGIN INSERT INTO candle_writers VALUES (current_setting('application_name')); RETURN NEW; END
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER note_candle_writer BEFORE INSERT OR UPDATE ON candles FOR EACH ROW EXECUTE FUNCTION note_candle_writer();
    `);
    const third = await start("pipwise-third");
    expect(await leads(third)).toBe(false);
    const watching = await quotesOn(third);
    await playPrice(first, "EURUSD", "1.11110");
    await quoteAt(watching, "EURUSD", "1.11110");
    watching.socket.close();
    await third.stop();

    const writers = await database.query<{ app: string }>("SELECT DISTINCT app FROM candle_writers");
    expect(writers.rows.map((row) => row.app)).not.toContain("pipwise-third");
  });

  it("replaces a leader killed with SIGKILL within 5 s; a stop loss set before fires on the new leader's first price, and no acknowledged order is lost", { timeout: SLOW }, async () => {
    await playPrice(first, "EURUSD", "1.10000");
    const trader = await demoTrader(second);
    const guarded = await submitOn(first, trader, { forex_id: eurusd, type: 1, status: 1, stop_loss_price: "1.09000" });
    const acknowledged = [guarded.Id];
    for (let i = 0; i < 5; i++) acknowledged.push((await submitOn(i % 2 ? first : second, trader, { forex_id: eurusd, type: 2, status: 1 })).Id);

    const killedAt = performance.now();
    first.signal("SIGKILL");
    await first.exited;
    await untilLeads(second);
    const takeoverMs = performance.now() - killedAt;
    console.log(`the follower led ${Math.round(takeoverMs)} ms after the leader was killed`);
    expect(takeoverMs).toBeLessThan(5_000);
    expect(await leaderLocksHeld(database)).toBe(1);

    await playPrice(second, "EURUSD", "1.08900");
    const closed = await untilClosed(database, guarded.Id);
    expect(closed).toMatchObject({ closeReason: "stop-loss" });
    expect(Number(closed.closePrice)).toBe(1.089);
    expect((await storedOrders(database, acknowledged)).map((order) => order.id)).toEqual(acknowledged);
  });

  it("runs a market process without public traffic, and a gateway that never takes part in the election", { timeout: SLOW }, async () => {
    const market = await start("pipwise-market", { PIPWISE_ROLE: "market" });
    const gateway = await start("pipwise-gateway", { PIPWISE_ROLE: "gateway" });
    expect((await fetch(`${market.baseUrl}/v1/api/forex/trade_list`)).status).toBe(404);
    expect((await fetch(`${market.baseUrl}/readyz`)).status).toBe(200);
    expect((await fetch(`${gateway.baseUrl}/readyz`)).status).toBe(200);

    // Whichever of the first two still runs leads now; once both are gone, the market process takes over.
    for (const server of [first, second]) server.signal("SIGKILL");
    await Promise.all([first.exited, second.exited]);
    await untilLeads(market);
    expect(await leads(gateway)).toBe(false);
    // The market process's election connection is the only one: the gateway holds none.
    const candidates = await database.query<{ app: string }>("SELECT application_name AS app FROM pg_stat_activity WHERE datname = current_database()");
    expect(candidates.rows.filter((row) => row.app === "pipwise market leader")).toHaveLength(1);

    const watching = await quotesOn(gateway);
    await playPrice(market, "EURUSD", "1.12340");
    await quoteAt(watching, "EURUSD", "1.12340");
    watching.socket.close();
  });
});
