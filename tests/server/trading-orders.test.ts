import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "#domain/contract/trading.ts";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, ORDER_HOLDING, ORDER_PENDING, type AccountDetail, type AccountLogPage, type ClosedOrder, type Order, type OrderList } from "#domain/order.ts";
import { profit } from "#domain/trading/profit.ts";
import { refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { type Trader, bookOf, closeMarket, expectLedgerBalanced, openTrader, reopenMarket, setPrice, startTradingServer, trade } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
});
afterAll(() => server?.close());

const quote = () => server.server.hub.quote("EURUSD")!;
const submit = async (trader: Trader, fields: Record<string, string | number> = {}) =>
  dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "1", status: 1, multiple: 100, ...fields }, trader));
const myDeal = async (trader: Trader, status: number, page = 1) => dataOf<OrderList>(await trade(server, "/v1/api/forex/my_deal", { status, page }, trader));

describe("close, cancel and set-stop", () => {
  it("closes at the Bid with the realised profit as a ledger row; the ledger sums to the balance", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    await setPrice(server, "EURUSD", "1.10500");
    const closed = await dataOf<ClosedOrder>(await trade(server, "/v1/api/forex/close", { id: held.Id }, trader));
    const expected = profit({ direction: 1, openPrice: held.Price, price: quote().Bid, lots: "1", units: "100000", usdRate: "1" });
    expect(closed).toMatchObject({ Id: held.Id, State: ORDER_CLOSED, ClosePrice: "1.10500", FactProfits: expected, CloseReason: "user" });
    const { log, balance } = await bookOf(server, trader.userId);
    expect(log.at(-1)).toMatchObject({ memo: "trade_profit", value: expected });
    expect(balance!.balance).toBe(dec(100_000).minus(held.TradeFee).plus(expected).toFixed(6));
    await expectLedgerBalanced(server, trader.userId);
    await setPrice(server, "EURUSD", "1.10000");
  });

  it("refuses to close a pending order or cancel a held one, and anything already closed", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    const pending = await submit(trader, { status: 0, target_price: "1.00000" });
    const before = await bookOf(server, trader.userId);
    expect((await refusal(await trade(server, "/v1/api/forex/close", { id: pending.Id }, trader))).msg).toBe(`Order ${pending.Id} is not an open position`);
    expect((await refusal(await trade(server, "/v1/api/forex/cancel_trade", { id: held.Id }, trader))).msg).toBe(`Order ${held.Id} is not a pending order`);
    expect(await bookOf(server, trader.userId)).toEqual(before);
    await dataOf(await trade(server, "/v1/api/forex/cancel_trade", { id: pending.Id }, trader));
    expect((await refusal(await trade(server, "/v1/api/forex/cancel_trade", { id: pending.Id }, trader))).msg).toBe(`Order ${pending.Id} is already closed`);
  });

  it("checks a held order's stops against its closing price and a pending one's against its target", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    const pending = await submit(trader, { status: 0, target_price: "1.05000" });
    const bid = quote().Bid;
    // A buy closes at the Bid: a stop loss just under the Ask but above the Bid would fire at once.
    expect((await refusal(await trade(server, "/v1/api/forex/set_stop_price", { id: held.Id, stop_loss_price: quote().Ask }, trader))).msg).toBe(`A buy's stop loss must be below ${bid}`);
    const set = await dataOf<Order>(await trade(server, "/v1/api/forex/set_stop_price", { id: held.Id, stop_loss_price: "1.09000", target_profit_price: "1.12000" }, trader));
    expect(set).toMatchObject({ TargetLossPrice: "1.09000", TargetProfitPrice: "1.12000" });
    expect((await refusal(await trade(server, "/v1/api/forex/set_stop_price", { id: pending.Id, target_profit_price: "1.04000" }, trader))).msg).toBe("A buy's take profit must be above 1.05000");
    expect(await dataOf<Order>(await trade(server, "/v1/api/forex/set_stop_price", { id: pending.Id, target_profit_price: "1.06000" }, trader))).toMatchObject({ TargetProfitPrice: "1.06000" });
    // Empty levels remove them.
    expect(await dataOf<Order>(await trade(server, "/v1/api/forex/set_stop_price", { id: held.Id }, trader))).toMatchObject({ TargetLossPrice: "", TargetProfitPrice: "" });
  });

  it("refuses to close, cancel or set stops while the market is closed, as MT5 does", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    const pending = await submit(trader, { status: 0, target_price: "1.00000" });
    await closeMarket(server, "EURUSD");
    try {
      const before = await bookOf(server, trader.userId);
      for (const [path, fields] of [
        ["/v1/api/forex/close", { id: held.Id }],
        ["/v1/api/forex/cancel_trade", { id: pending.Id }],
        ["/v1/api/forex/set_stop_price", { id: held.Id, stop_loss_price: "1.00000" }],
      ] as const) {
        expect((await refusal(await trade(server, path, fields, trader))).msg).toBe("The market is closed; try again when it opens");
      }
      expect(await bookOf(server, trader.userId)).toEqual(before);
    } finally {
      await reopenMarket(server, "EURUSD", "1.10000");
    }
  });
});

describe("ownership", () => {
  it("hides the first user's orders from a second user on every id-taking call, as if the id did not exist", async () => {
    const owner = await openTrader(server);
    const other = await openTrader(server);
    const held = await submit(owner);
    const pending = await submit(owner, { status: 0, target_price: "1.00000" });
    const before = await bookOf(server, owner.userId);
    const missing = await refusal(await trade(server, "/v1/api/forex/close", { id: 2_000_000_000 }, other));
    for (const [path, fields] of [
      ["/v1/api/forex/close", { id: held.Id }],
      ["/v1/api/forex/cancel_trade", { id: pending.Id }],
      ["/v1/api/forex/set_stop_price", { id: held.Id, stop_loss_price: "1.00000" }],
      ["/v1/api/forex/set_stop_price", { id: pending.Id, target_profit_price: "1.20000" }],
    ] as const) {
      const answer = await refusal(await trade(server, path, fields, other));
      expect(answer).toEqual({ status: missing.status, code: missing.code, msg: `No order with id ${fields.id}` });
    }
    for (const status of [ORDER_HOLDING, ORDER_PENDING, ORDER_CLOSED]) expect((await myDeal(other, status)).total).toBe(0);
    expect(await bookOf(server, owner.userId)).toEqual(before);
    expect(missing).toMatchObject({ status: 404, msg: "No order with id 2000000000" });
  });
});

describe("my_deal, the account and its log", () => {
  it("lists holding (valued live), pending and history by page, with totals and the balance", async () => {
    const trader = await openTrader(server);
    const held = await Promise.all([submit(trader), submit(trader, { type: 2 })]);
    for (let i = 0; i < PAGE_SIZE + 1; i++) await submit(trader, { status: 0, target_price: "1.00000", cont: "0.01" });
    const closed = await submit(trader);
    await dataOf(await trade(server, "/v1/api/forex/close", { id: closed.Id }, trader));
    await setPrice(server, "EURUSD", "1.10200");

    const holding = await myDeal(trader, ORDER_HOLDING);
    expect(holding.total).toBe(2);
    const { Bid, Ask } = quote();
    for (const order of holding.data) {
      const open = held.find((h) => h.Id === order.Id)!;
      const price = order.OrderType === 1 ? Bid : Ask;
      expect(order).toMatchObject({ UpdatePrice: price, FactProfits: profit({ direction: order.OrderType, openPrice: open.Price, price, lots: "1", units: "100000", usdRate: "1" }) });
    }
    expect(holding.all_fact_profits).toBe(dec(holding.data[0]!.FactProfits).plus(holding.data[1]!.FactProfits).toFixed(6));

    const pendingPage1 = await myDeal(trader, ORDER_PENDING);
    const pendingPage2 = await myDeal(trader, ORDER_PENDING, 2);
    expect([pendingPage1.total, pendingPage1.data.length, pendingPage2.data.length]).toEqual([PAGE_SIZE + 1, PAGE_SIZE, 1]);
    expect(pendingPage1.all_fact_profits).toBe("0.000000");

    const history = await myDeal(trader, ORDER_CLOSED);
    expect(history).toMatchObject({ total: 1, data: [{ Id: closed.Id, State: ORDER_CLOSED, CloseReason: "user" }] });
    expect(history.all_fact_profits).toBe((history.data[0] as ClosedOrder).FactProfits);
    const { balance } = await bookOf(server, trader.userId);
    expect(holding.balance).toBe(balance!.balance);

    // The documented GET with a query answers the same.
    const byGet = await dataOf<OrderList>(await server.call(`/v1/api/forex/my_deal?status=3`, { lang: "en", headers: { authorization: trader.token } }));
    expect(byGet).toEqual(history);
    await setPrice(server, "EURUSD", "1.10000");
  });

  it("answers the account's figures at live prices", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader, { cont: "2", multiple: 50 });
    await setPrice(server, "EURUSD", "1.09000");
    const detail = await dataOf<AccountDetail>(await server.call("/v1/api/main/account/forexDetail", { lang: "en", headers: { authorization: trader.token } }));
    const floating = profit({ direction: 1, openPrice: held.Price, price: quote().Bid, lots: "2", units: "100000", usdRate: "1" });
    const balance = dec(100_000).minus(held.TradeFee);
    const equity = balance.plus(floating);
    expect(detail).toEqual({
      balance: balance.toFixed(6),
      lock_balance: "0.000000",
      net_value: equity.toFixed(6),
      available_prepayment: equity.minus(held.CautionMoney).toFixed(6),
      current_margin: held.CautionMoney,
      risk_rate: dec(held.CautionMoney).dividedBy(equity).times(100).toDecimalPlaces(2).toFixed(2),
      prepayment_ratio: equity.dividedBy(held.CautionMoney).times(100).toDecimalPlaces(2).toFixed(2),
      stop_out_level: "50",
      margin_call_level: "100",
    });
    await setPrice(server, "EURUSD", "1.10000");
  });

  it("pages the ledger newest first with each memo in the caller's language", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    await dataOf(await trade(server, "/v1/api/forex/close", { id: held.Id }, trader));
    const log = await dataOf<AccountLogPage>(await trade(server, "/v1/api/main/accountLog/forexChange", { page: 1 }, trader, undefined, "fr"));
    expect(log.total).toBe(3);
    expect(log.data.map((row) => row.MemoTran)).toEqual(["Perte de transaction", "Frais de transaction", "Ouverture du compte démo"]);
    expect(log.data[1]).toMatchObject({ Value: dec(held.TradeFee).negated().toFixed(6) });
    expect(log.data[0]!.BalanceAfter).toBe((await bookOf(server, trader.userId)).balance!.balance);
    const byGet = await dataOf<AccountLogPage>(await server.call("/v1/api/main/accountLog/forexChange?page=2", { lang: "fr", headers: { authorization: trader.token } }));
    expect(byGet).toEqual({ data: [], total: 3 });
    const bare = await dataOf<AccountLogPage>(await server.call("/v1/api/main/accountLog/forexChange", { method: "POST", lang: "fr", headers: { authorization: trader.token } }));
    expect(bare).toEqual(log);
  });
});

describe("demo reset", () => {
  it("closes the demo's positions at market and cancels its pending orders before restoring the balance", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    const pending = await submit(trader, { status: 0, target_price: "1.00000" });
    await setPrice(server, "EURUSD", "1.09000");
    const closedOnBus: ClosedOrder[] = [];
    const stop = server.server.bus.subscribe("forex-closed", ({ userId, data }) => userId === trader.userId && closedOnBus.push(data));
    try {
      await dataOf(await trade(server, "/v1/api/main/user/resetForexDemoAccount", {}, trader));
    } finally {
      stop();
    }
    const { log, balance } = await bookOf(server, trader.userId);
    expect(log.map((row) => row.memo)).toEqual(["demo_opening", "trade_fee", "trade_loss", "demo_reset"]);
    expect(balance!.balance).toBe("100000.000000");
    expect((await myDeal(trader, ORDER_HOLDING)).total).toBe(0);
    expect((await myDeal(trader, ORDER_PENDING)).total).toBe(0);
    expect(closedOnBus.map((o) => [o.Id, o.CloseReason])).toEqual([
      [pending.Id, "cancelled"],
      [held.Id, "user"],
    ]);
    await expectLedgerBalanced(server, trader.userId);
    await setPrice(server, "EURUSD", "1.10000");
  });
});
