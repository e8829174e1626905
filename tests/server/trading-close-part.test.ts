import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, ORDER_HOLDING, type ClosedOrder, type Order } from "#domain/order.ts";
import { profit } from "#domain/trading/profit.ts";
import { refusal } from "./helpers/accounts.ts";
import { partialClosesAtOnce, PARTS_AT_ONCE } from "./helpers/close-races.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, expectLedgerBalanced, openTrader, setPrice, startTradingServer, trade, type Trader } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
});
afterAll(() => server?.close());

async function openLot(trader: Trader, fields: Record<string, string | number> = {}): Promise<Order> {
  await setPrice(server, "EURUSD", "1.10000");
  return dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "1", status: 1, multiple: 100, ...fields }, trader));
}

const closePart = (trader: Trader, id: number, cont: string, key?: string, lang?: string) => trade(server, "/v1/api/forex/close_part", { id, cont }, trader, key, lang);

describe("closing part of a position", () => {
  it("books the part's result, releases its share of margin and keeps the rest open with its levels", async () => {
    const trader = await openTrader(server);
    const held = await openLot(trader, { stop_loss_price: "1.05000", target_profit_price: "1.20000" });
    const before = await bookOf(server, trader.userId);
    await setPrice(server, "EURUSD", "1.10500");

    const part = await dataOf<ClosedOrder>(await closePart(trader, held.Id, "0.4"));
    const expected = profit({ direction: 1, openPrice: held.Price, price: "1.10500", lots: "0.4", units: "100000", usdRate: 1 });
    expect(part).toMatchObject({ State: ORDER_CLOSED, Quantity: "0.4", ClosePrice: "1.10500", FactProfits: expected, CloseReason: "user", Price: held.Price });
    expect(part.Id).not.toBe(held.Id);
    expect(part.CautionMoney).toBe(dec(held.CautionMoney).times("0.4").toFixed(6));

    const { orders, balance, log } = await bookOf(server, trader.userId);
    const rest = orders.find((row) => row.id === held.Id)!;
    expect(rest).toMatchObject({ state: ORDER_HOLDING, stopLoss: "1.05000", takeProfit: "1.20000" });
    expect(dec(rest.lots).toFixed(2)).toBe("0.60");
    expect(dec(rest.margin).plus(part.CautionMoney).toFixed(6)).toBe(dec(held.CautionMoney).toFixed(6));
    expect(dec(rest.fee).plus(part.TradeFee).toFixed(6)).toBe(dec(held.TradeFee).toFixed(6));
    expect(log.length).toBe(before.log.length + 1);
    expect(dec(balance!.balance).toFixed(6)).toBe(dec(before.balance!.balance).plus(expected).toFixed(6));
    await expectLedgerBalanced(server, trader.userId);
  });

  it("closing part and then the rest books what closing the whole at that price would", async () => {
    const [split, whole] = [await openTrader(server), await openTrader(server)];
    const [a, b] = [await openLot(split), await openLot(whole)];
    await setPrice(server, "EURUSD", "1.09870");
    await dataOf(await closePart(split, a.Id, "0.37"));
    await dataOf(await trade(server, "/v1/api/forex/close", { id: a.Id }, split));
    await dataOf(await trade(server, "/v1/api/forex/close", { id: b.Id }, whole));
    const [one, two] = [await bookOf(server, split.userId), await bookOf(server, whole.userId)];
    expect(one.balance!.balance).toBe(two.balance!.balance);
    const lots = one.orders.reduce((sum, row) => sum.plus(row.lots), dec(0));
    expect(lots.toFixed(2)).toBe("1.00");
  });

  it("closes it whole when the part is all of it", async () => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const closed = await dataOf<ClosedOrder>(await closePart(trader, held.Id, "1"));
    expect(closed).toMatchObject({ Id: held.Id, State: ORDER_CLOSED });
    expect((await bookOf(server, trader.userId)).orders).toHaveLength(1);
  });

  it.each([
    ["0.001", "The minimum order is 0.01 lots"],
    ["0.015", "Lots must be a multiple of 0.01"],
    ["1.5", "holds only 1 lots"],
    ["0.995", "Lots must be a multiple of 0.01"],
  ])("refuses closing %s lots in words, changing nothing", async (cont, words) => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await closePart(trader, held.Id, cont));
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(words);
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("refuses in the caller's language", async () => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const [english, german] = [await refusal(await closePart(trader, held.Id, "1.5")), await refusal(await closePart(trader, held.Id, "1.5", undefined, "de"))];
    expect(german.status).toBe(400);
    expect(german.msg).not.toBe(english.msg);
  });

  it("answers another user's position as a missing one and changes nothing", async () => {
    const [owner, stranger] = [await openTrader(server), await openTrader(server)];
    const held = await openLot(owner);
    const before = await bookOf(server, owner.userId);
    const answer = await refusal(await closePart(stranger, held.Id, "0.1"));
    expect(answer).toMatchObject({ status: 404, msg: `No order with id ${held.Id}` });
    expect(await bookOf(server, owner.userId)).toEqual(before);
  });

  it.each([["a\u0000b"], ["Infinity"], ["1e3"], ["1".repeat(64 * 1024)]])("refuses hostile lots %#, naming the field and changing nothing", async (cont) => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await closePart(trader, held.Id, cont));
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain("cont");
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("refuses a 1 MB request in words, changing nothing", async () => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await closePart(trader, held.Id, "1".repeat(1024 * 1024)));
    expect([400, 413]).toContain(answer.status);
    expect(answer.msg.length).toBeGreaterThan(0);
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("refuses lots sent as an array, changing nothing", async () => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const before = await bookOf(server, trader.userId);
    const body = JSON.stringify({ id: held.Id, cont: ["0.1", "0.2"] });
    const answer = await refusal(await server.call("/v1/api/forex/close_part", { method: "POST", body, headers: { authorization: trader.token, "content-type": "application/json" } }));
    expect(answer.status).toBe(400);
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it(`never closes more lots than the position held, whatever ${PARTS_AT_ONCE} partial closes at once ask`, () => partialClosesAtOnce(server, eurusd));

  it("closes a part once per Idempotency-Key", async () => {
    const trader = await openTrader(server);
    const held = await openLot(trader);
    const [one, two] = await Promise.all([closePart(trader, held.Id, "0.3", "part-key"), closePart(trader, held.Id, "0.3", "part-key")]);
    expect(await dataOf<ClosedOrder>(two)).toEqual(await dataOf<ClosedOrder>(one));
    const rest = (await bookOf(server, trader.userId)).orders.find((row) => row.id === held.Id)!;
    expect(dec(rest.lots).toFixed(2)).toBe("0.70");
  });
});
