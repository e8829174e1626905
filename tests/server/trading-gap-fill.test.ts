import { afterAll, beforeAll, expect, it } from "vitest";
import { startAccountsServer } from "./helpers/accounts.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { bookOf, expectLedgerBalanced, instrumentId, openTrader } from "./helpers/trading.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startAccountsServer({ MARKET_SOURCE: "scripted" });
  server.server.priceScript!.push("EURUSD", "1.10000");
}, 120_000);
afterAll(() => server?.close());

const gapTo = async (price: string) => {
  server.server.priceScript!.close("EURUSD");
  server.server.priceScript!.reopen("EURUSD", price);
  await server.server.engine.settled();
};

it("judges a pending order filled across a gap against the same tick: its stop loss closes it at the first price after the gap", async () => {
  const trader = await openTrader(server);
  const target = server.server.hub.quote("EURUSD")!.Ask;
  await server.server.engine.submit(trader.userId, { type: 1, cont: "1", forex_id: await instrumentId(server, "EURUSD"), status: 0, multiple: 100, target_price: target, stop_loss_price: "1.09990" });
  await gapTo("0.99000");
  const [order] = (await bookOf(server, trader.userId)).orders;
  expect(order).toMatchObject({ state: 3, openPrice: target, closeReason: "stop-loss", closePrice: "0.99000" });
  await expectLedgerBalanced(server, trader.userId);
  await gapTo("1.10000");
});

it("stops the account out on the tick that filled a pending order far beyond what it can carry", async () => {
  const trader = await openTrader(server);
  const target = server.server.hub.quote("EURUSD")!.Ask;
  await server.server.engine.submit(trader.userId, { type: 1, cont: "50", forex_id: await instrumentId(server, "EURUSD"), status: 0, multiple: 500, target_price: target });
  await gapTo("1.07500");
  const { orders, balance } = await bookOf(server, trader.userId);
  expect(orders[0]).toMatchObject({ state: 3, closeReason: "stop-out", closePrice: "1.07500" });
  expect(balance!.balance).toBe("0.000000");
  await expectLedgerBalanced(server, trader.userId);
});

it("stops the account out on the tick whose gap closed the winning leg of a hedge at its own take profit", async () => {
  const trader = await openTrader(server);
  const forex_id = await instrumentId(server, "EURUSD");
  const { Ask, Bid } = server.server.hub.quote("EURUSD")!;
  // 60 lots each way carry each other; the buy takes its profit 2 points up.
  const takeProfit = (Number(Ask) + 0.00002).toFixed(5);
  await server.server.engine.submit(trader.userId, { type: 1, cont: "60", forex_id, status: 1, multiple: 500, target_profit_price: takeProfit });
  await server.server.engine.submit(trader.userId, { type: 2, cont: "60", forex_id, status: 1, multiple: 500 });
  expect(Number(Bid)).toBeLessThan(1.2);
  // Across the gap the buy closes at its take profit, not at the market, and leaves the sell alone
  // with a loss of about 580,000 USD: the same tick must stop it out.
  await gapTo("1.19694");
  const { orders, balance } = await bookOf(server, trader.userId);
  const byReason = Object.fromEntries(orders.map((o) => [o.closeReason, o]));
  expect(byReason["take-profit"]).toMatchObject({ state: 3, closePrice: takeProfit });
  expect(byReason["stop-out"]).toMatchObject({ state: 3, direction: 2 });
  expect(balance!.balance).toBe("0.000000");
  await expectLedgerBalanced(server, trader.userId);
  await gapTo("1.10000");
});

it("closes at the market, not at its level, a position the gap opened beyond its own take profit", async () => {
  const trader = await openTrader(server);
  const { Ask } = server.server.hub.quote("EURUSD")!;
  const target = (Number(Ask) + 0.00001).toFixed(5);
  const takeProfit = (Number(target) + 0.00179).toFixed(5);
  await server.server.engine.submit(trader.userId, { type: 1, cont: "1", forex_id: await instrumentId(server, "EURUSD"), status: 0, multiple: 200, target_price: target, target_profit_price: takeProfit });
  await gapTo("1.19000");
  const [order] = (await bookOf(server, trader.userId)).orders;
  // Filled at the first Ask after the gap and closed at the Bid of the same tick: the spread, not a 7,000 USD "profit" taken as a loss.
  expect(order).toMatchObject({ state: 3, closeReason: "take-profit", closePrice: "1.19000" });
  expect(Number(order!.profit)).toBeGreaterThan(-10);
  await expectLedgerBalanced(server, trader.userId);
  await gapTo("1.10000");
});
