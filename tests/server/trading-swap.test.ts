import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import type { ClosedOrder, Order, OrderList } from "#domain/order.ts";
import { accountLogs, instruments, orders } from "#server/store/schema.ts";
import { dataOf } from "./helpers/envelope.ts";
import { rolloverRacingCloses, SWAP_RACE_SIZE } from "./helpers/swap-races.ts";
import { passNextRollover, runRollover } from "./helpers/swap.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { expectLedgerBalanced, openTrader, startTradingServer, trade, type Trader } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
});
afterAll(() => server?.close());

const open = async (trader: Trader, type: 1 | 2, cont = "1") =>
  dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type, cont, status: 1, multiple: 100 }, trader));
const swapRows = async (userId: number) => (await server.server.store.db.select().from(accountLogs).where(eq(accountLogs.userId, userId))).filter((row) => row.memo === "swap");
const swapOf = async (id: number) => (await server.server.store.db.select({ swap: orders.swap }).from(orders).where(eq(orders.id, id)))[0]!.swap;
const setRates = (long: string, short: string) => server.server.store.db.update(instruments).set({ swapMode: "points", swapLong: long, swapShort: short }).where(eq(instruments.id, eurusd));

describe("the overnight swap", () => {
  it("charges each holding position once per rollover at its side's rate, three nights on the triple day, as swap ledger rows", async () => {
    await setRates("-6.5", "1.8");
    const trader = await openTrader(server);
    const long = await open(trader, 1);
    const short = await open(trader, 2, "0.5");
    const rollover = await passNextRollover(server);
    expect(await runRollover(server)).toBeGreaterThanOrEqual(2);
    expect(await runRollover(server)).toBe(0);

    const nights = rollover.weekday === 3 ? 3 : 1;
    // 1 lot × 100000 × −6.5 points × 0.00001 = −6.5 USD a night; 0.5 lot × 100000 × 1.8 × 0.00001 = 0.9 USD.
    expect(await swapOf(long.Id)).toBe(dec("-6.5").times(nights).toFixed(6));
    expect(await swapOf(short.Id)).toBe(dec("0.9").times(nights).toFixed(6));
    expect((await swapRows(trader.userId)).map((row) => row.value).sort()).toEqual([dec("-6.5").times(nights).toFixed(6), dec("0.9").times(nights).toFixed(6)].sort());
    await expectLedgerBalanced(server, trader.userId);
  });

  it("takes the rate the operator set before the rollover, keeps the swap on the position and shows it in history apart from the profit", async () => {
    const trader = await openTrader(server);
    const long = await open(trader, 1);
    await setRates("-10", "2");
    const rollover = await passNextRollover(server);
    await runRollover(server);
    const nights = rollover.weekday === 3 ? 3 : 1;
    const charged = dec("-10").times(nights).toFixed(6);
    const held = (await dataOf<OrderList>(await trade(server, "/v1/api/forex/my_deal", { status: 1 }, trader))).data;
    expect(held.find((order) => order.Id === long.Id)?.Swap).toBe(charged);

    const closed = await dataOf<ClosedOrder>(await trade(server, "/v1/api/forex/close", { id: long.Id }, trader));
    expect(closed.Swap).toBe(charged);
    const history = (await dataOf<OrderList>(await trade(server, "/v1/api/forex/my_deal", { status: 3 }, trader))).data;
    expect(history[0]).toMatchObject({ Id: long.Id, Swap: charged });
    // The profit is the price move alone: the swap was booked to the balance night by night.
    const profitRows = (await server.server.store.db.select().from(accountLogs).where(eq(accountLogs.userId, trader.userId))).filter((row) => row.memo.startsWith("trade_"));
    expect(profitRows.find((row) => row.memo !== "trade_fee")?.value ?? "0.000000").toBe(dec(closed.FactProfits).toFixed(6));
    await expectLedgerBalanced(server, trader.userId);
  });

  it("does not charge a position opened after the rollover, even when another leader runs that rollover again", async () => {
    const rollover = await passNextRollover(server);
    await runRollover(server);
    const trader = await openTrader(server);
    const late = await open(trader, 1);
    await server.server.engine.swapRollover.run(rollover, new Date());
    expect(await swapOf(late.Id)).toBe("0.000000");
    expect(await swapRows(trader.userId)).toEqual([]);
  });
});

describe("rollovers missed while no process led", () => {
  it("charges every night missed since the last rollover that ran, oldest first, each once at its weekday's nights", async () => {
    await setRates("-6.5", "1.8");
    await passNextRollover(server);
    await runRollover(server);
    const trader = await openTrader(server);
    const long = await open(trader, 1);
    // Three rollovers pass with nobody running them.
    const missed = [await passNextRollover(server), await passNextRollover(server), await passNextRollover(server)];
    await runRollover(server);
    expect(await runRollover(server)).toBe(0);

    const nights = missed.map((rollover) => (rollover.weekday === 3 ? 3 : 1));
    const rows = await swapRows(trader.userId);
    expect(rows.map((row) => row.value)).toEqual(nights.map((count) => dec("-6.5").times(count).toFixed(6)));
    expect(rows.map((row) => row.createdAt.toISOString())).toEqual(missed.map((rollover) => rollover.at.toISOString()));
    expect(await swapOf(long.Id)).toBe(dec("-6.5").times(nights.reduce((sum, count) => sum + count, 0)).toFixed(6));
    await expectLedgerBalanced(server, trader.userId);
  });
});

describe("a rollover racing closes", () => {
  it(`charges each of ${SWAP_RACE_SIZE} positions closed at once during three runs of one rollover once, or not at all when it closed first`, async () => {
    await rolloverRacingCloses(server, eurusd);
  });
});
