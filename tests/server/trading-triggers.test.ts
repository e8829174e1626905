import { describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import type { Quote } from "#domain/instrument.ts";
import { ORDER_HOLDING, ORDER_PENDING, type Order, type OrderList } from "#domain/order.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { PrivateSocket } from "./helpers/private-socket.ts";
import { scriptedTrading } from "./helpers/scripted-trading.ts";
import { closeMarket, expectLedgerBalanced, reopenMarket, setPrice, trade, type Trader } from "./helpers/trading.ts";

const desk = scriptedTrading();

const submit = async (who: Trader, fields: Record<string, string | number>) =>
  dataOf<Order>(await trade(desk.server, "/v1/api/forex/submit", { forex_id: desk.eurusd, multiple: 100, cont: "0.1", ...fields }, who));

const myDeal = async (who: Trader, status: number) => dataOf<OrderList>(await trade(desk.server, "/v1/api/forex/my_deal", { status }, who));

const filledOn = (socket: PrivateSocket, id: number) => socket.trade((item) => "Id" in item && item.Id === id && item.State === ORDER_HOLDING) as Promise<Order>;

describe("pending orders fill when the price crosses them", () => {
  it("fills a buy limit at its own price once the Ask falls to it", async () => {
    const buyer = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(buyer, { type: 1, status: 0, target_price: "1.09000" });
    expect(order).toMatchObject({ State: ORDER_PENDING, Kind: 1 });
    await setPrice(desk.server, "EURUSD", "1.09500");
    // The Ask (Bid + spread) reaches 1.09000 only when the Bid is below it; the limit fills at its price.
    await setPrice(desk.server, "EURUSD", "1.08990");
    expect(await filledOn(buyer.socket, order.Id)).toMatchObject({ Price: "1.09000", CautionMoney: "109.000000" });
    expect((await myDeal(buyer, ORDER_PENDING)).data).toEqual([]);
    await expectLedgerBalanced(desk.server, buyer.userId);
  });

  it("fills a sell stop at the first Bid at or past its price", async () => {
    const seller = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(seller, { type: 2, status: 0, target_price: "1.09500" });
    expect(order).toMatchObject({ State: ORDER_PENDING, Kind: 2 });
    await setPrice(desk.server, "EURUSD", "1.09600");
    await setPrice(desk.server, "EURUSD", "1.09400");
    expect(await filledOn(seller.socket, order.Id)).toMatchObject({ Price: "1.09400" });
  });
});

describe("stop loss and take profit close held positions", () => {
  it("closes a buy at its stop loss at the Bid, with the reason", async () => {
    const buyer = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(buyer, { type: 1, status: 1, stop_loss_price: "1.09000", target_profit_price: "1.12000" });
    await setPrice(desk.server, "EURUSD", "1.09100");
    await setPrice(desk.server, "EURUSD", "1.08990");
    const closed = await buyer.socket.closed(order.Id);
    expect(closed).toMatchObject({ CloseReason: "stop-loss", ClosePrice: "1.08990" });
    expect((await myDeal(buyer, ORDER_HOLDING)).data).toEqual([]);
    await expectLedgerBalanced(desk.server, buyer.userId);
  });

  it("closes a sell at its take profit at the take-profit price once the Ask reaches it", async () => {
    const seller = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(seller, { type: 2, status: 1, stop_loss_price: "1.12000", target_profit_price: "1.09000" });
    await setPrice(desk.server, "EURUSD", "1.08900");
    expect(await seller.socket.closed(order.Id)).toMatchObject({ CloseReason: "take-profit", ClosePrice: "1.09000" });
  });

  it("after a gap down closes a stop loss at the first price after it and a take profit at its own price", async () => {
    const buyer = await desk.trader();
    const seller = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const long = await submit(buyer, { type: 1, status: 1, stop_loss_price: "1.09000" });
    const short = await submit(seller, { type: 2, status: 1, target_profit_price: "1.09000" });
    await closeMarket(desk.server, "EURUSD");
    await reopenMarket(desk.server, "EURUSD", "1.05000");
    expect(await buyer.socket.closed(long.Id)).toMatchObject({ CloseReason: "stop-loss", ClosePrice: "1.05000" });
    expect(await seller.socket.closed(short.Id)).toMatchObject({ CloseReason: "take-profit", ClosePrice: "1.09000" });
  });

  it("after a gap up fills a buy stop at the first Ask after it", async () => {
    const buyer = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(buyer, { type: 1, status: 0, target_price: "1.11000" });
    await closeMarket(desk.server, "EURUSD");
    await reopenMarket(desk.server, "EURUSD", "1.15000");
    const ask = desk.server.server.hub.quote("EURUSD")!.Ask;
    expect(await filledOn(buyer.socket, order.Id)).toMatchObject({ Price: ask });
  });
});

describe("a closed market", () => {
  it("triggers nothing, whatever price it shows, until it reopens", async () => {
    const buyer = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(buyer, { type: 1, status: 1, stop_loss_price: "1.09000" });
    await closeMarket(desk.server, "EURUSD");
    // A feed that keeps quoting a closed market: this price is past the stop but must trigger nothing.
    const closedQuote: Quote = { ...desk.server.server.hub.quote("EURUSD")!, Bid: "1.02000", Ask: "1.02002", Close: "1.02000", MarketStatus: 0 };
    desk.server.server.bus.publish("quotes", [closedQuote]);
    await reopenMarket(desk.server, "EURUSD", "1.08000");
    // Had the closed quote fired, the stop would have closed at 1.02000, queued before this one.
    expect(await buyer.socket.closed(order.Id)).toMatchObject({ CloseReason: "stop-loss", ClosePrice: "1.08000" });
  });
});

describe("live valuation", () => {
  it("sends an open position's live price and profit on FOREX_TRADE as the market moves", async () => {
    const buyer = await desk.trader();
    await setPrice(desk.server, "EURUSD", "1.10000");
    const order = await submit(buyer, { type: 1, status: 1 });
    await setPrice(desk.server, "EURUSD", "1.10500");
    const valued = (await buyer.socket.trade((item) => "Id" in item && item.Id === order.Id && item.UpdatePrice === "1.10500")) as Order;
    // (1.10500 − open) × 0.1 lot × 100,000.
    const expected = dec("1.10500").minus(order.Price).times(10_000).toFixed(6);
    expect(valued).toMatchObject({ State: ORDER_HOLDING, FactProfits: expected });
  });
});
