/**
 * Group commit against one-by-one: random rounds of order calls for several accounts are sent at
 * once through the batcher, then the same calls are applied one at a time, in the order the batches
 * ran them, on twin accounts. Every call must get the same answer (accepted, or refused with the
 * same words) and every pair of accounts end with the same orders, balance and ledger: a refused
 * call is refused alone, and batching changes nothing but the number of commits.
 * BATCH_MODEL_RUNS sets the number of sequences (default 25). On PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL names a server.
 */
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubmitRequest } from "#domain/contract/trading.ts";
import { ORDER_BUY, ORDER_SELL, SUBMIT_MARKET, SUBMIT_PENDING } from "#domain/order.ts";
import { ledger } from "#server/ledger/ledger.ts";
import { accountLogs, orders } from "#server/store/schema.ts";
import { batchEngine, type EngineCall } from "./helpers/batch-engine.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { startTradingServerOn, TEST_DATABASES } from "./helpers/each-database.ts";
import { openTrader } from "./helpers/trading.ts";

const RUNS = Number(process.env.BATCH_MODEL_RUNS ?? 25);
const ACCOUNTS = 3;
const PRICE = 1.1;

type Spec =
  | { kind: "market" | "pending"; account: number; buy: boolean; lots: string; leverage: number; offset: number; sl?: number; tp?: number; key?: string }
  | { kind: "close" | "cancel"; account: number; pick: number; key?: string }
  | { kind: "set-stop"; account: number; pick: number; sl?: number; tp?: number; key?: string };

const account = fc.nat(ACCOUNTS - 1);
/** A few keys per account, so that repeats (same call, or other parameters) happen in one round. */
const key = fc.option(fc.constantFrom("k1", "k2", "k3"), { nil: undefined });
const level = fc.option(fc.integer({ min: -900, max: 900 }).filter((n) => n !== 0), { nil: undefined });
const spec: fc.Arbitrary<Spec> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("market" as const, "pending" as const),
    account,
    buy: fc.boolean(),
    // From the minimum to more than a 100,000 USD account carries at 1:50.
    lots: fc.constantFrom("0.01", "1", "20", "60"),
    leverage: fc.constantFrom(50, 100, 200, 500),
    offset: fc.integer({ min: -800, max: 800 }).filter((n) => n !== 0),
    sl: level,
    tp: level,
    key,
  }),
  fc.record({ kind: fc.constantFrom("close" as const, "cancel" as const), account, pick: fc.nat(5), key }),
  fc.record({ kind: fc.constant("set-stop" as const), account, pick: fc.nat(5), sl: level, tp: level, key }),
);
const rounds = fc.array(fc.array(spec, { minLength: 1, maxLength: 16 }), { minLength: 1, maxLength: 3 });

const price = (points: number | undefined) => (points === undefined ? "" : (PRICE + points / 100_000).toFixed(5));

let server: TestServer;
let eurusd: number;

/** The ids of the user's orders, oldest first: a spec's `pick` is an index into them. */
async function orderIds(userId: number): Promise<number[]> {
  const rows = await server.server.store.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

async function toCall(s: Spec, userId: number): Promise<EngineCall> {
  if ("pick" in s) {
    // A pick past the user's orders names an id nobody has.
    const id = (await orderIds(userId))[s.pick] ?? 2_000_000_000;
    if (s.kind === "set-stop") return { kind: s.kind, userId, request: { id, stop_loss_price: price(s.sl), target_profit_price: price(s.tp) }, key: s.key };
    return { kind: s.kind, userId, id, key: s.key };
  }
  const request: SubmitRequest = {
    type: s.buy ? ORDER_BUY : ORDER_SELL,
    cont: s.lots,
    forex_id: eurusd,
    multiple: s.leverage,
    status: s.kind === "pending" ? SUBMIT_PENDING : SUBMIT_MARKET,
    target_price: s.kind === "pending" ? price(s.offset) : "",
    stop_loss_price: price(s.sl),
    target_profit_price: price(s.tp),
  };
  return { kind: "submit", userId, request, key: s.key };
}

/** Accepted, or the words of the refusal. */
const outcome = (settled: PromiseSettledResult<unknown>) => (settled.status === "fulfilled" ? "accepted" : String((settled.reason as Error).message));

/** What must be the same in both accounts: the balance, the orders and the ledger, without ids and times. */
async function stateOf(userId: number) {
  const { db } = server.server.store;
  const book = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const log = await db.select().from(accountLogs).where(eq(accountLogs.userId, userId)).orderBy(asc(accountLogs.id));
  return {
    balance: (await ledger(db).balance(userId))!.balance,
    orders: book.map(({ id: _id, userId: _user, createdAt: _c, openedAt: _o, closedAt: _cl, ...rest }) => rest),
    ledger: log.map((row) => [row.memo, row.value, row.balanceAfter]),
  };
}

const groupCommit = () => describe("group commit", () => {
  it("ends every account as the same calls applied one by one in commit order would, a refused call refused alone", { timeout: 900_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(rounds, async (plan) => {
        const batched = await Promise.all(Array.from({ length: ACCOUNTS }, () => openTrader(server)));
        const single = await Promise.all(Array.from({ length: ACCOUNTS }, () => openTrader(server)));
        for (const round of plan) {
          const engine = batchEngine(server, { windowMs: 2, maxSize: 8, maxInFlight: 2 });
          const calls = await Promise.all(round.map((s) => toCall(s, batched[s.account]!.userId)));
          const together = await Promise.allSettled(calls.map((call, tag) => engine.send(call, tag)));
          // Calls whose work never ran (refused before, or answered from their key) go last.
          const order = [...engine.ran, ...round.map((_, tag) => tag).filter((tag) => !engine.ran.includes(tag))];
          const oneByOne = new Map<number, string>();
          const alone = batchEngine(server, { maxInFlight: 1 });
          // Picks name the twin's orders as they were when the round began, as the batched calls' did:
          // an order the round opens is named by neither, whichever order the calls commit in.
          const twins = await Promise.all(round.map((s) => toCall(s, single[s.account]!.userId)));
          for (const tag of order) oneByOne.set(tag, outcome(await Promise.allSettled([alone.send(twins[tag]!, tag)]).then(([s]) => s!)));
          expect(together.map(outcome)).toEqual(round.map((_, tag) => oneByOne.get(tag)));
        }
        for (let i = 0; i < ACCOUNTS; i++) expect(await stateOf(batched[i]!.userId)).toEqual(await stateOf(single[i]!.userId));
      }),
      { numRuns: RUNS },
    );
  });
});

for (const database of TEST_DATABASES) {
  describe(`on ${database.name}`, () => {
    beforeAll(async () => {
      ({ server, eurusd } = await startTradingServerOn(database, { REGISTRATIONS_PER_IP_PER_HOUR: "100000" }));
    }, 180_000);
    afterAll(() => server?.close());
    groupCommit();
  });
}
