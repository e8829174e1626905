import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import { ORDER_HOLDING, ORDER_PENDING, type Order } from "#domain/order.ts";
import { dataOf } from "./helpers/envelope.ts";
import { openPrivateSocket } from "./helpers/private-socket.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";
import { instrumentId, openTrader, setPrice, trade, type Trader } from "./helpers/trading.ts";

const root = await mkdtemp(join(tmpdir(), "pipwise-restart-"));
const dataDir = join(root, "data");
let running: TestServer | undefined;

afterAll(async () => {
  await running?.close();
  await rm(root, { recursive: true, force: true });
});

/** The app with its test doors open, on the one data dir this file keeps across restarts. */
async function start(): Promise<TestServer> {
  process.env.PIPWISE_TEST_HOOKS = "1";
  try {
    running = await startTestServer({ LOG_LEVEL: "silent", MARKET_SOURCE: "scripted" }, { dataDir });
    return running;
  } finally {
    delete process.env.PIPWISE_TEST_HOOKS;
  }
}

/** The server already running on the data dir, or one started on a fresh copy of the template. */
async function runningOrStarted(): Promise<TestServer> {
  if (running) return running;
  if (!existsSync(dataDir)) await cp(inject("templateDataDir"), dataDir, { recursive: true });
  return start();
}

async function stop(server: TestServer): Promise<void> {
  await server.close();
  running = undefined;
}

// Each test starts the server on PGlite once or twice (18 s for one restart while other work shared the two cores).
describe("a restart", { timeout: 90_000 }, () => {
  it("keeps pending orders, stop losses and take profits: they trigger after it", async () => {
    let server = await runningOrStarted();
    const eurusd = await instrumentId(server, "EURUSD");
    const trader: Trader = await openTrader(server);
    const submit = async (fields: Record<string, string | number>) =>
      dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, cont: "0.1", ...fields }, trader));
    await setPrice(server, "EURUSD", "1.10000");
    const limit = await submit({ type: 1, status: 0, target_price: "1.09000" });
    const stopped = await submit({ type: 1, status: 1, stop_loss_price: "1.09500" });
    const profited = await submit({ type: 2, status: 1, target_profit_price: "1.09800" });
    expect([limit.State, stopped.State, profited.State]).toEqual([ORDER_PENDING, ORDER_HOLDING, ORDER_HOLDING]);
    await stop(server);

    server = await start();
    const socket = await openPrivateSocket(server, trader.token);
    try {
      // Ask ≤ 1.09800 takes the sell's profit, Bid ≤ 1.09500 the buy's loss, Ask ≤ 1.09000 fills the limit.
      await setPrice(server, "EURUSD", "1.08900");
      expect(await socket.closed(stopped.Id)).toMatchObject({ CloseReason: "stop-loss", ClosePrice: "1.08900" });
      expect(await socket.closed(profited.Id)).toMatchObject({ CloseReason: "take-profit", ClosePrice: "1.09800" });
      const filled = await socket.trade((item) => "Id" in item && item.Id === limit.Id && item.State === ORDER_HOLDING);
      expect(filled).toMatchObject({ Price: "1.09000" });
    } finally {
      await socket.close();
    }
  });

  it("keeps the margin call it warned of: the same crossing is not warned again after it", async () => {
    let server = await runningOrStarted();
    const eurusd = await instrumentId(server, "EURUSD");
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    // 60 lots at 1:500 hold about 13,200 USD of margin; at 1.08500 about 90,000 of the 100,000 are lost: 75 %.
    await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 500, cont: "60", type: 1, status: 1 }, trader));
    const before = await openPrivateSocket(server, trader.token);
    await setPrice(server, "EURUSD", "1.08500");
    expect(await before.trade((item) => "Notice" in item)).toMatchObject({ Notice: "margin-call" });
    await before.close();
    await stop(server);

    server = await start();
    const after = await openPrivateSocket(server, trader.token);
    try {
      await setPrice(server, "EURUSD", "1.08510");
      // The tick's live valuation goes out after its margin-call check.
      await after.trade((item) => "UpdatePrice" in item && Number(item.UpdatePrice) === 1.0851);
      expect(after.client.received.filter((frame) => JSON.stringify(frame.data ?? null).includes("margin-call"))).toEqual([]);
    } finally {
      await after.close();
    }
  });

  it("keeps a trailing stop and the stop loss it moved: the next tick after it continues from there", async () => {
    let server = await runningOrStarted();
    const eurusd = await instrumentId(server, "EURUSD");
    const trader = await openTrader(server);
    await setPrice(server, "EURUSD", "1.10000");
    const held = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, cont: "0.1", type: 1, status: 1 }, trader));
    await dataOf<Order>(await trade(server, "/v1/api/forex/set_trailing_stop", { id: held.Id, trailing_points: 100, trailing_step: 50 }, trader));
    const before = await openPrivateSocket(server, trader.token);
    // The Bid 200 points above the open: the stop loss trails to 100 above it.
    const open = dec(held.Price);
    await setPrice(server, "EURUSD", open.plus("0.00200").toFixed(5));
    await before.trade((item) => "Id" in item && item.Id === held.Id && item.TargetLossPrice === open.plus("0.00100").toFixed(5));
    await before.close();
    await stop(server);

    server = await start();
    const socket = await openPrivateSocket(server, trader.token);
    try {
      // 49 points more is short of the step; 50 moves it on from the stored stop loss.
      await setPrice(server, "EURUSD", open.plus("0.00249").toFixed(5));
      await setPrice(server, "EURUSD", open.plus("0.00250").toFixed(5));
      const moved = (await socket.trade((item) => "Id" in item && item.Id === held.Id && item.TargetLossPrice !== open.plus("0.00100").toFixed(5))) as Order;
      expect(moved).toMatchObject({ TargetLossPrice: open.plus("0.00150").toFixed(5), TrailingPoints: 100, TrailingStep: 50 });
      await setPrice(server, "EURUSD", open.plus("0.00150").toFixed(5));
      expect(await socket.closed(held.Id)).toMatchObject({ CloseReason: "stop-loss", ClosePrice: open.plus("0.00150").toFixed(5) });
    } finally {
      await socket.close();
    }
  });
});
