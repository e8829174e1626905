import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, ORDER_HOLDING, type BulkCloseResult, type Order } from "#domain/order.ts";
import { refusal } from "./helpers/accounts.ts";
import { bulkCloseRacingStops } from "./helpers/close-races.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, closeMarket, expectLedgerBalanced, instrumentId, openTrader, reopenMarket, setPrice, startTradingServer, trade, type Trader } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;
let gbpusd: number;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
  gbpusd = await instrumentId(server, "GBPUSD");
  await setPrice(server, "GBPUSD", "1.30000");
});
afterAll(() => server?.close());

const open = (trader: Trader, type: 1 | 2, fields: Record<string, string | number> = {}) =>
  trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type, cont: "0.1", status: 1, multiple: 100, ...fields }, trader).then((answer) => dataOf<Order>(answer));
const closeAll = (trader: Trader, fields: Record<string, string | number>, key?: string, lang?: string) => trade(server, "/v1/api/forex/close_all", fields, trader, key, lang);

describe("closing positions together", () => {
  it("closes only the profitable ones, listing each with its lots, price and result", async () => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const buy = await open(trader, 1);
    const sell = await open(trader, 2);
    await setPrice(server, "EURUSD", "1.10600");
    const pending = await open(trader, 1, { status: 0, target_price: "1.00000" });

    const result = await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 1 }));
    expect(result.closed.map((order) => order.Id)).toEqual([buy.Id]);
    expect(result.closed[0]).toMatchObject({ Quantity: "0.1", ClosePrice: "1.10600", CloseReason: "user" });
    expect(result.total_profit).toBe(result.closed[0]!.FactProfits);
    expect(dec(result.total_profit).greaterThan(0)).toBe(true);
    const { orders } = await bookOf(server, trader.userId);
    expect(orders.find((row) => row.id === sell.Id)?.state).toBe(ORDER_HOLDING);
    expect(orders.find((row) => row.id === pending.Id)?.state).toBe(0);
    await expectLedgerBalanced(server, trader.userId);
  });

  it("closes only the losing ones, then all, saying how many in the message", async () => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const buy = await open(trader, 1);
    const sell = await open(trader, 2);
    await setPrice(server, "EURUSD", "1.10600");
    const losing = await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 2 }));
    expect(losing.closed.map((order) => order.Id)).toEqual([sell.Id]);
    expect(dec(losing.total_profit).lessThan(0)).toBe(true);
    const answer = await envelopeOf<BulkCloseResult>(await closeAll(trader, { scope: 0 }));
    expect(answer.msg).toBe("1 position closed");
    expect(answer.data!.closed.map((order) => order.Id)).toEqual([buy.Id]);
    expect((await bookOf(server, trader.userId)).orders.every((row) => row.state === ORDER_CLOSED)).toBe(true);
    await expectLedgerBalanced(server, trader.userId);
  });

  it("closes one instrument's positions only, and lists a closed market's as refused in the caller's language", async () => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const euro = await open(trader, 1);
    const pound = await open(trader, 1, { forex_id: gbpusd });
    const one = await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 0, forex_id: gbpusd }));
    expect(one.closed.map((order) => order.Id)).toEqual([pound.Id]);

    await closeMarket(server, "EURUSD");
    try {
      const [english, german] = [await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 0 })), await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 0 }, undefined, "de"))];
      expect(english).toEqual({ closed: [], refused: [{ Id: euro.Id, Reason: "The market is closed; try again when it opens" }], total_profit: "0.000000" });
      expect(german.refused[0]!.Reason).not.toBe(english.refused[0]!.Reason);
    } finally {
      await reopenMarket(server, "EURUSD", "1.10000");
    }
    expect((await bookOf(server, trader.userId)).orders.find((row) => row.id === euro.Id)?.state).toBe(ORDER_HOLDING);
  });

  it("answers the same Idempotency-Key with the first result and closes nothing again", async () => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    await open(trader, 1);
    const first = await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 0 }, "all-1"));
    await open(trader, 1);
    const again = await dataOf<BulkCloseResult>(await closeAll(trader, { scope: 0 }, "all-1"));
    expect(again).toEqual(first);
    expect((await bookOf(server, trader.userId)).orders.filter((row) => row.state === ORDER_HOLDING)).toHaveLength(1);
  });

  it.each([["scope", "7"], ["scope", "Infinity"], ["scope", "a\u0000b"], ["forex_id", "-1"], ["forex_id", "9".repeat(8192)]])("refuses %s=%# in words, changing nothing", async (name, value) => {
    const trader = await openTrader(server);
    await open(trader, 1);
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await closeAll(trader, { scope: 0, [name]: value }));
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(name);
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("closes nothing of another user's", async () => {
    const [owner, stranger] = [await openTrader(server), await openTrader(server)];
    await open(owner, 1);
    const before = await bookOf(server, owner.userId);
    expect((await dataOf<BulkCloseResult>(await closeAll(stranger, { scope: 0 }))).closed).toEqual([]);
    expect(await bookOf(server, owner.userId)).toEqual(before);
  });

  it("closes each position once when a bulk close races their stop losses", () => bulkCloseRacingStops(server, eurusd));
});
