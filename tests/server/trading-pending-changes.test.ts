import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_CLOSED, ORDER_PENDING, type Order } from "#domain/order.ts";
import { advanceClock, refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { openPrivateSocket } from "./helpers/private-socket.ts";
import { browserSubscription, decryptPush, startPushService, type PushService } from "./helpers/push-service.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, expectLedgerBalanced, instrumentId, openTrader, setPrice, trade, type Trader } from "./helpers/trading.ts";

let server: TestServer;
let pushService: PushService;
let eurusd: number;

beforeAll(async () => {
  pushService = await startPushService(() => 201);
  server = await startAccountsServer({ MARKET_SOURCE: "scripted" });
  eurusd = await instrumentId(server, "EURUSD");
  await setPrice(server, "EURUSD", "1.10000");
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

/** A buy limit of 0.1 lot at 1.09000 (under the Ask), with `fields` added. */
const placeLimit = (trader: Trader, fields: Record<string, string | number> = {}) =>
  trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "0.1", status: 0, target_price: "1.09000", multiple: 100, ...fields }, trader).then((answer) => dataOf<Order>(answer));
const modify = (trader: Trader, fields: Record<string, string | number>, lang?: string) => trade(server, "/v1/api/forex/modify_pending", fields, trader, undefined, lang);

describe("changing a pending order", () => {
  it("moves its price, levels and expiry, keeping its kind", async () => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const order = await placeLimit(trader);
    const at = Math.floor(Date.now() / 1000) + 3600;
    const changed = await dataOf<Order>(await modify(trader, { id: order.Id, target_price: "1.08500", stop_loss_price: "1.08000", target_profit_price: "1.09500", expiry: 2, expires_at: at }));
    expect(changed).toMatchObject({ Id: order.Id, Price: "1.08500", Kind: order.Kind, TargetLossPrice: "1.08000", TargetProfitPrice: "1.09500", ExpireTimeHandler: new Date(at * 1000).toISOString() });
    const row = (await bookOf(server, trader.userId)).orders[0]!;
    expect(row).toMatchObject({ targetPrice: "1.08500", stopLoss: "1.08000", takeProfit: "1.09500", state: ORDER_PENDING });
    const gtc = await dataOf<Order>(await modify(trader, { id: order.Id, target_price: "1.08500", expiry: 0 }));
    expect(gtc.ExpireTimeHandler).toBeUndefined();
    expect(gtc.TargetLossPrice).toBe("");
  });

  it.each([
    [{ target_price: "1.10500" }, "A limit order waits for a better price than the market"],
    [{ target_price: "1.08500", stop_loss_price: "1.08600" }, "A buy's stop loss must be below"],
    [{ target_price: "1.085001" }, "target_price"],
    [{ target_price: "1.08500", expiry: 2 }, "Choose the date and time the order expires"],
    [{ target_price: "1.08500", expiry: 2, expires_at: 1_000_000_000 }, "The expiry must be later than now"],
  ])("refuses %j in words and changes nothing", async (fields, words) => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const order = await placeLimit(trader);
    const before = await bookOf(server, trader.userId);
    const answer = await refusal(await modify(trader, { id: order.Id, ...fields }));
    expect(answer.msg).toContain(words);
    expect(answer.status).toBe(400);
    expect(await bookOf(server, trader.userId)).toEqual(before);
  });

  it("refuses to change a position or another user's order, and says so in the caller's language", async () => {
    const [owner, stranger] = [await openTrader(server), await openTrader(server)];
    await setPrice(server, "EURUSD", "1.10000");
    const order = await placeLimit(owner);
    const held = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "0.1", status: 1, multiple: 100 }, owner));
    const before = await bookOf(server, owner.userId);
    expect(await refusal(await modify(stranger, { id: order.Id, target_price: "1.08000" }))).toMatchObject({ status: 404, msg: `No order with id ${order.Id}` });
    expect((await refusal(await modify(owner, { id: held.Id, target_price: "1.08000" }))).msg).toBe(`Order ${held.Id} is not a pending order`);
    const german = await refusal(await modify(owner, { id: order.Id, target_price: "1.10500" }, "de"));
    expect(german.msg).not.toContain("A limit order");
    expect(await bookOf(server, owner.userId)).toEqual(before);
  });

  it("gives an order placed till the end of the day the next 00:00 UTC by the server's clock", async () => {
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const order = await placeLimit(trader, { expiry: 1 });
    const created = Date.parse(order.CreateTimeHandler);
    expect(order.ExpireTimeHandler).toBe(new Date((Math.floor(created / 86_400_000) + 1) * 86_400_000).toISOString());
  });
});

describe("a pending order that expires", () => {
  it("is cancelled by the market leader soon after its time, and the user hears it on the socket and by Web Push in their language", async () => {
    const trader = await openTrader(server);
    const phone = browserSubscription(`${pushService.origin}/ok/expiry`);
    await dataOf(await server.call("/api/push/subscribe", { method: "POST", body: JSON.stringify(phone.json), lang: "de", headers: { "content-type": "application/json", authorization: trader.token } }));
    const socket = await openPrivateSocket(server, trader.token);
    try {
      await setPrice(server, "EURUSD", "1.10000");
      const order = await placeLimit(trader, { expiry: 2, expires_at: Math.floor(Date.now() / 1000) + 120 });
      const kept = await placeLimit(trader);
      await advanceClock(server, 121_000);

      const closed = await socket.closed(order.Id);
      expect(closed).toMatchObject({ Id: order.Id, State: ORDER_CLOSED, CloseReason: "expired", ClosePrice: "" });
      const payload = decryptPush((await pushService.deliveryTo("/ok/expiry")).body, phone);
      expect(payload).toMatchObject({ title: "EUR/USD: Pending-Order abgelaufen", url: "/order", tag: `order-${order.Id}` });
      expect(payload.body).toContain("1,09000");

      const { orders } = await bookOf(server, trader.userId);
      expect(orders.find((row) => row.id === order.Id)).toMatchObject({ state: ORDER_CLOSED, closeReason: "expired" });
      expect(orders.find((row) => row.id === kept.Id)?.state).toBe(ORDER_PENDING);
      await expectLedgerBalanced(server, trader.userId);
    } finally {
      await socket.close();
    }
  });
});
