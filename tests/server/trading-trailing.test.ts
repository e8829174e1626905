import { describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_CLOSED, type ClosedOrder, type Order, type OrderList } from "#domain/order.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { scriptedTrading, type WatchedTrader } from "./helpers/scripted-trading.ts";
import { bookOf, closeMarket, expectLedgerBalanced, reopenMarket, setPrice, trade, type Trader } from "./helpers/trading.ts";

const desk = scriptedTrading();
const POINT = "0.00001";

const open = async (who: Trader, type: 1 | 2) => {
  await setPrice(desk.server, "EURUSD", "1.10000");
  return dataOf<Order>(await trade(desk.server, "/v1/api/forex/submit", { forex_id: desk.eurusd, multiple: 100, cont: "0.1", type, status: 1 }, who));
};
const trail = (who: Trader, fields: Record<string, string | number>, lang = "en") => trade(desk.server, "/v1/api/forex/set_trailing_stop", fields, who, undefined, lang);
const points = (price: string, count: number) => dec(price).plus(dec(POINT).times(count)).toFixed(5);
const storedStop = async (who: Trader, id: number) => (await bookOf(desk.server, who.userId)).orders.find((order) => order.id === id)!.stopLoss;
/** Plays a price and waits until the triggers have acted on it. */
const playTo = async (price: string) => {
  await setPrice(desk.server, "EURUSD", price);
  await desk.server.server.engine.settled();
};
const movedTo = (who: WatchedTrader, id: number, stopLoss: string) => who.socket.trade((item) => "Id" in item && item.Id === id && item.TargetLossPrice === stopLoss);

describe("a trailing stop, run by the server", () => {
  it("moves a buy's stop loss behind the Bid, live, never back, and the stop it leaves closes the position", async () => {
    const buyer = await desk.trader();
    const order = await open(buyer, 1);
    const saved = await dataOf<Order>(await trail(buyer, { id: order.Id, trailing_points: 20 }));
    expect(saved).toMatchObject({ TrailingPoints: 20, TrailingStep: 0, TargetLossPrice: "" });

    // Not yet 20 points in profit: the stop is not set.
    await playTo(points(order.Price, 19));
    expect(await storedStop(buyer, order.Id)).toBeNull();
    await playTo(points(order.Price, 30));
    expect(await movedTo(buyer, order.Id, points(order.Price, 10))).toMatchObject({ TrailingPoints: 20 });
    expect(await storedStop(buyer, order.Id)).toBe(points(order.Price, 10));
    // The price falls back above the stop: the stop stays where it is.
    await playTo(points(order.Price, 15));
    expect(await storedStop(buyer, order.Id)).toBe(points(order.Price, 10));
    await playTo(points(order.Price, 50));
    await movedTo(buyer, order.Id, points(order.Price, 30));
    await playTo(points(order.Price, 25));

    const closed = await buyer.socket.closed(order.Id);
    expect(closed).toMatchObject({ CloseReason: "stop-loss", ClosePrice: points(order.Price, 25), TargetLossPrice: points(order.Price, 30) });
    expect(dec(closed.FactProfits).isPositive()).toBe(true);
    const history = await dataOf<OrderList>(await trade(desk.server, "/v1/api/forex/my_deal", { status: ORDER_CLOSED }, buyer));
    expect((history.data as ClosedOrder[]).find((row) => row.Id === order.Id)).toMatchObject({ CloseReason: "stop-loss" });
    await expectLedgerBalanced(desk.server, buyer.userId);
  });

  it("moves a sell's stop loss above the Ask only by the step, and a gap past it closes at the first price after it", async () => {
    const seller = await desk.trader();
    const order = await open(seller, 2);
    const spread = dec(desk.server.server.hub.quote("EURUSD")!.Ask).minus(order.Price);
    const bidFor = (ask: string) => dec(ask).minus(spread).toFixed(5);
    await dataOf<Order>(await trail(seller, { id: order.Id, trailing_points: 20, trailing_step: 10 }));

    await playTo(bidFor(points(order.Price, -25)));
    await movedTo(seller, order.Id, points(order.Price, -5));
    // 9 points better than the last move: less than the step.
    await playTo(bidFor(points(order.Price, -34)));
    expect(await storedStop(seller, order.Id)).toBe(points(order.Price, -5));
    await playTo(bidFor(points(order.Price, -35)));
    expect(await storedStop(seller, order.Id)).toBe(points(order.Price, -15));

    await closeMarket(desk.server, "EURUSD");
    await reopenMarket(desk.server, "EURUSD", "1.10500");
    expect(await seller.socket.closed(order.Id)).toMatchObject({ CloseReason: "stop-loss", ClosePrice: desk.server.server.hub.quote("EURUSD")!.Ask });
    await expectLedgerBalanced(desk.server, seller.userId);
  });

  it("stops moving the stop loss once the trailing stop is removed", async () => {
    const buyer = await desk.trader();
    const order = await open(buyer, 1);
    await trail(buyer, { id: order.Id, trailing_points: 20 });
    await playTo(points(order.Price, 40));
    await movedTo(buyer, order.Id, points(order.Price, 20));
    const removed = await envelopeOf(await trail(buyer, { id: order.Id, trailing_points: 0 }));
    expect(removed).toMatchObject({ code: 1, msg: "Trailing stop removed" });
    expect(removed.data).not.toHaveProperty("TrailingPoints");
    await playTo(points(order.Price, 80));
    expect(await storedStop(buyer, order.Id)).toBe(points(order.Price, 20));
  });

  it("refuses a distance under 15 points, a step past the distance, a pending order and another trader's position, in the caller's language, changing nothing", async () => {
    const buyer = await desk.trader();
    const other = await desk.trader();
    const order = await open(buyer, 1);
    const before = await bookOf(desk.server, buyer.userId);
    const tooClose = await envelopeOf(await trail(buyer, { id: order.Id, trailing_points: 14 }));
    expect(tooClose.msg).toBe("A trailing stop must trail by at least 15 points (0.00015)");
    const tooCloseDe = await envelopeOf(await trail(buyer, { id: order.Id, trailing_points: 14 }, "de"));
    expect(tooCloseDe.code).not.toBe(1);
    expect(tooCloseDe.msg).toContain("15");
    expect(tooCloseDe.msg).not.toBe(tooClose.msg);
    expect((await envelopeOf(await trail(buyer, { id: order.Id, trailing_points: 20, trailing_step: 21 }))).msg).toBe(
      "The trailing step can be at most the distance, 20 points",
    );
    expect((await envelopeOf(await trail(buyer, { id: order.Id, trailing_points: 1_000_001 }))).msg).toBe("A trailing stop can trail by at most 1000000 points");
    expect((await envelopeOf(await trail(other, { id: order.Id, trailing_points: 20 }))).msg).toBe(`No order with id ${order.Id}`);
    const pending = await dataOf<Order>(
      await trade(desk.server, "/v1/api/forex/submit", { forex_id: desk.eurusd, multiple: 100, cont: "0.1", type: 1, status: 0, target_price: "1.05000" }, buyer),
    );
    expect((await envelopeOf(await trail(buyer, { id: pending.Id, trailing_points: 20 }))).msg).toBe(`Order ${pending.Id} is not an open position`);
    for (const hostile of ["a\u0000b", "Infinity", "1e309", "-1", "20.5", "9".repeat(8192)]) {
      const answer = await trail(buyer, { id: order.Id, trailing_points: hostile });
      expect(answer.status, hostile.slice(0, 12)).toBe(400);
      expect((await envelopeOf(answer)).msg).toContain("trailing_points");
    }
    const oneMegabyte = await trail(buyer, { id: order.Id, trailing_points: "1".repeat(1024 * 1024) });
    expect(oneMegabyte.status).toBe(413);
    expect((await envelopeOf(oneMegabyte)).code).not.toBe(1);
    const after = await bookOf(desk.server, buyer.userId);
    expect(after.orders.find((row) => row.id === order.Id)).toEqual(before.orders.find((row) => row.id === order.Id));
    expect(after.balance).toEqual(before.balance);
  });
});
