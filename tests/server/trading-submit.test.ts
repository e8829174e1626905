import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_SESSION_INVALID } from "#domain/envelope.ts";
import { dec } from "#domain/decimal.ts";
import { KIND_LIMIT, KIND_MARKET, KIND_STOP, ORDER_BUY, ORDER_HOLDING, ORDER_PENDING, ORDER_SELL, type Order } from "#domain/order.ts";
import { instruments } from "#server/store/schema.ts";
import { refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, closeMarket, expectLedgerBalanced, instrumentId, openTrader, reopenMarket, setPrice, trade, type Trader } from "./helpers/trading.ts";

let server: TestServer;
let trader: Trader;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startAccountsServer({ MARKET_SOURCE: "scripted", TRADE_FEE_TYPE: "2" });
  for (const code of ["EURUSD", "USDJPY", "GBPUSD", "EURGBP", "AUDUSD", "XAUUSD"]) ids[code] = await instrumentId(server, code);
  await setPrice(server, "EURUSD", "1.10000");
  await setPrice(server, "USDJPY", "150.000");
  await setPrice(server, "GBPUSD", "1.25000");
  await setPrice(server, "EURGBP", "0.85000");
  trader = await openTrader(server);
});
afterAll(() => server?.close());

const quote = (code: string) => server.server.hub.quote(code)!;
const submit = (fields: Record<string, string | number>, who: Trader = trader, lang = "en") =>
  trade(server, "/v1/api/forex/submit", { forex_id: ids.EURUSD!, multiple: 100, type: 1, cont: "0.1", status: 1, ...fields }, who, undefined, lang);

describe("submit opens a market order at the side of the quote it trades against", () => {
  it("buys at the Ask, holding margin and booking the fee as a ledger row", async () => {
    const buyer = await openTrader(server);
    const ask = quote("EURUSD").Ask;
    expect(dec(ask).greaterThan(quote("EURUSD").Bid)).toBe(true);
    const order = await dataOf<Order>(await submit({ type: 1, cont: "0.1" }, buyer));
    const margin = dec("0.1").times(100_000).times(ask).dividedBy(100).toFixed(6);
    const fee = dec(margin).times("0.005").toFixed(6);
    expect(order).toMatchObject({ OrderType: ORDER_BUY, State: ORDER_HOLDING, Kind: KIND_MARKET, Price: ask, CautionMoney: margin, TradeFee: fee, Multiple: 100 });
    // A fresh buy is valued at the Bid: the spread shows as its loss.
    expect(order.UpdatePrice).toBe(quote("EURUSD").Bid);
    expect(dec(order.FactProfits).isNegative()).toBe(true);
    const { log, balance } = await bookOf(server, buyer.userId);
    expect(log.at(-1)).toMatchObject({ memo: "trade_fee", value: dec(fee).negated().toFixed(6) });
    expect(balance!.balance).toBe(dec(100_000).minus(fee).toFixed(6));
    await expectLedgerBalanced(server, buyer.userId);
  });

  it("sells at the Bid; a JPY-quoted pair's margin is converted at 1 ÷ USDJPY's Ask", async () => {
    const seller = await openTrader(server);
    const order = await dataOf<Order>(await submit({ type: 2, forex_id: ids.USDJPY!, cont: "1" }, seller));
    const { Bid, Ask: jpyAsk } = quote("USDJPY");
    // 1 lot × 100,000 × Bid ÷ 100 in JPY, × 1/Ask into USD.
    const margin = dec(100_000).times(Bid).dividedBy(100).times(dec(1).dividedBy(jpyAsk)).toDecimalPlaces(6).toFixed(6);
    expect(order).toMatchObject({ OrderType: ORDER_SELL, Price: Bid, CautionMoney: margin });
    await expectLedgerBalanced(server, seller.userId);
  });

  it("converts a cross (EUR/GBP) through its USD leg, GBP/USD at its Bid", async () => {
    const order = await dataOf<Order>(await submit({ type: 1, forex_id: ids.EURGBP!, cont: "1" }, await openTrader(server)));
    const margin = dec(100_000).times(quote("EURGBP").Ask).dividedBy(100).times(quote("GBPUSD").Bid).toDecimalPlaces(6).toFixed(6);
    expect(order.CautionMoney).toBe(margin);
  });

  it("stores a pending order as a limit or a stop with no margin and no fee until it fills", async () => {
    const waiting = await openTrader(server);
    const limit = await dataOf<Order>(await submit({ status: 0, type: 1, target_price: "1.05000" }, waiting));
    const stop = await dataOf<Order>(await submit({ status: 0, type: 1, target_price: "1.15000", stop_loss_price: "1.14000", target_profit_price: "1.20000" }, waiting));
    const sellStop = await dataOf<Order>(await submit({ status: 0, type: 2, target_price: "1.05000" }, waiting));
    expect(limit).toMatchObject({ State: ORDER_PENDING, Kind: KIND_LIMIT, Price: "1.05000", CautionMoney: "0.000000", TradeFee: "0.000000" });
    expect(stop).toMatchObject({ Kind: KIND_STOP, TargetLossPrice: "1.14000", TargetProfitPrice: "1.20000" });
    expect(sellStop).toMatchObject({ Kind: KIND_STOP });
    const { log, balance } = await bookOf(server, waiting.userId);
    expect(log).toHaveLength(1);
    expect(balance!.balance).toBe("100000.000000");
  });
});

describe("submit refuses, in the caller's language, and changes nothing", () => {
  const cases: [string, () => Promise<Response>, RegExp, number?][] = [
    ["a leverage the instrument does not offer", () => submit({ multiple: 3 }), /Leverage 3 is not offered for this instrument; choose one of: 50, 100, 200, 500/],
    ["lots below the minimum", () => submit({ cont: "0.001" }), /The minimum order is 0.01 lots/],
    ["lots that are not a multiple of the step", () => submit({ cont: "0.015" }), /Lots must be a multiple of 0.01/],
    ["a pending order without a price", () => submit({ status: 0 }), /Enter the price a pending order waits for/],
    ["a buy's stop loss above the Ask", () => submit({ stop_loss_price: "1.20000" }), /A buy's stop loss must be below 1.1000/],
    ["a buy's take profit below the entry", () => submit({ target_profit_price: "1.00000" }), /A buy's take profit must be above 1.1000/],
    ["a sell's stop loss below the Bid", () => submit({ type: 2, stop_loss_price: "1.00000" }), /A sell's stop loss must be above 1.10000/],
    ["a sell's take profit above the Bid", () => submit({ type: 2, target_profit_price: "1.20000" }), /A sell's take profit must be below 1.10000/],
    ["a pending sell's stop loss below its price", () => submit({ type: 2, status: 0, target_price: "1.20000", stop_loss_price: "1.15000" }), /A sell's stop loss must be above 1.20000/],
    ["more margin and fee than the available prepayment", () => submit({ cont: "500", multiple: 50 }), /Not enough free margin: the order needs 1,10\d,\d{3}\.\d\d USD for margin and fee, 100,000.00 USD is available/],
    ["a price finer than the instrument quotes", () => submit({ status: 0, target_price: "1.050001" }), /Invalid value for target_price/],
    ["an unknown instrument", () => submit({ forex_id: 999_999 }), /No instrument with id 999999/, 404],
  ];

  it.each(cases)("refuses %s", async (_name, call, message, status = 400) => {
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await call());
    expect(answer.msg).toMatch(message);
    expect(answer.status).toBe(status);
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("refuses a caller who is not logged in with code 999", async () => {
    const response = await server.call("/v1/api/forex/submit", { method: "POST", lang: "en", body: new URLSearchParams({ forex_id: String(ids.EURUSD), type: "1", cont: "0.1", status: "1", multiple: "100" }) });
    expect(await refusal(response)).toMatchObject({ status: 401, code: CODE_SESSION_INVALID });
  });

  it("refuses while the market is closed, and trades again once it reopens", async () => {
    await setPrice(server, "AUDUSD", "0.65000");
    await closeMarket(server, "AUDUSD");
    const before = await bookOf(server, trader.userId);
    expect((await refusal(await submit({ forex_id: ids.AUDUSD! }))).msg).toBe("The market is closed; try again when it opens");
    expect(await bookOf(server, trader.userId)).toEqual(before);
    await reopenMarket(server, "AUDUSD", "0.65000");
    expect(await dataOf<Order>(await submit({ forex_id: ids.AUDUSD! }))).toMatchObject({ State: ORDER_HOLDING });
  });

  it("refuses an instrument whose leverage or currency an operator changed: without leverage, and with a currency no pair converts into USD", async () => {
    const { db } = server.server.store;
    const edit = async (change: Partial<typeof instruments.$inferInsert>) => {
      await db.update(instruments).set(change).where(eq(instruments.id, ids.XAUUSD!));
      server.server.bus.publish("instruments-changed", { ids: [ids.XAUUSD!] });
    };
    // Traded once first, so the row this process keeps is the one the change must replace.
    expect(await dataOf<Order>(await submit({ forex_id: ids.XAUUSD! }))).toMatchObject({ State: ORDER_HOLDING });
    const before = await bookOf(server, trader.userId);
    await edit({ leverageOptions: [] });
    expect((await refusal(await submit({ forex_id: ids.XAUUSD! }))).msg).toBe("This instrument has no leverage configured and cannot be traded");
    await edit({ leverageOptions: [100], quoteCurrency: "BRL" });
    const noRate = await refusal(await submit({ forex_id: ids.XAUUSD! }));
    expect(noRate).toMatchObject({ status: 503, msg: "No price converts BRL into US dollars right now; try again later" });
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("answers a refusal in the caller's language", async () => {
    expect((await refusal(await submit({ cont: "0.015" }, trader, "de"))).msg).toBe("Die Lots müssen ein Vielfaches von 0,01 sein");
    expect((await refusal(await submit({ cont: "0.015" }, trader, "jp"))).msg).toBe("ロット数は 0.01 の倍数にしてください");
  });
});

describe("GET with a query is served beside POST with a form", () => {
  it("submits and lists by GET as the documented call does", async () => {
    const getter = await openTrader(server);
    const query = new URLSearchParams({ forex_id: String(ids.EURUSD), type: "2", cont: "0.2", status: "1", multiple: "200" });
    const order = await dataOf<Order>(await server.call(`/v1/api/forex/submit?${query}`, { lang: "en", headers: { authorization: getter.token } }));
    expect(order).toMatchObject({ OrderType: ORDER_SELL, Quantity: "0.2", Multiple: 200 });
    await expectLedgerBalanced(server, getter.userId);
  });
});
