import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_HOLDING, ORDER_PENDING, type ClosedOrder, type Order } from "#domain/order.ts";
import { SOCKET_PATH, TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { type Trader, openTrader, startTradingServer, trade } from "./helpers/trading.ts";
import { SocketTestClient } from "./socket-test-client.ts";

let server: TestServer;
let eurusd: number;
const sockets: SocketTestClient[] = [];

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await server?.close();
});

const submit = async (trader: Trader, fields: Record<string, string | number> = {}) =>
  dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "0.1", status: 1, multiple: 100, ...fields }, trader));

async function loggedInSocket(trader: Trader): Promise<SocketTestClient> {
  const socket = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
  sockets.push(socket);
  socket.send({ type: "login", token: trader.token });
  expect(await socket.ack("login")).toMatchObject({ code: 1 });
  return socket;
}

describe("the user's orders on the socket", () => {
  it("snapshots the open and pending orders on FOREX_TRADE and the recent closes on FOREX_CLOSED", async () => {
    const trader = await openTrader(server);
    const held = await submit(trader);
    const pending = await submit(trader, { status: 0, target_price: "1.05000" });
    const gone = await submit(trader);
    await dataOf(await trade(server, "/v1/api/forex/close", { id: gone.Id }, trader));

    const socket = await loggedInSocket(trader);
    socket.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
    const open = (await socket.topicFrame(TOPIC_FOREX_TRADE, true)).data as Order[];
    expect(open.map((o) => [o.Id, o.State]).sort()).toEqual([[held.Id, ORDER_HOLDING], [pending.Id, ORDER_PENDING]].sort());
    socket.send({ type: "sub", topic: TOPIC_FOREX_CLOSED });
    const closed = (await socket.topicFrame(TOPIC_FOREX_CLOSED, true)).data as ClosedOrder[];
    expect(closed).toMatchObject([{ Id: gone.Id, CloseReason: "user" }]);
  });

  it("pushes an order opened, amended and closed to its owner only, after the change committed", async () => {
    const [trader, other] = [await openTrader(server), await openTrader(server)];
    const mine = await loggedInSocket(trader);
    const theirs = await loggedInSocket(other);
    for (const socket of [mine, theirs]) {
      socket.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
      socket.send({ type: "sub", topic: TOPIC_FOREX_CLOSED });
      await socket.topicFrame(TOPIC_FOREX_TRADE, true);
      await socket.topicFrame(TOPIC_FOREX_CLOSED, true);
    }
    const held = await submit(trader);
    expect((await mine.topicFrame(TOPIC_FOREX_TRADE)).data).toMatchObject([{ Id: held.Id, State: ORDER_HOLDING }]);
    await dataOf(await trade(server, "/v1/api/forex/set_stop_price", { id: held.Id, stop_loss_price: "1.05000" }, trader));
    expect((await mine.topicFrame(TOPIC_FOREX_TRADE)).data).toMatchObject([{ Id: held.Id, TargetLossPrice: "1.05000" }]);
    await dataOf(await trade(server, "/v1/api/forex/close", { id: held.Id }, trader));
    expect((await mine.topicFrame(TOPIC_FOREX_CLOSED)).data).toMatchObject([{ Id: held.Id, CloseReason: "user" }]);
    await theirs.settle();
    expect([...theirs.frames(TOPIC_FOREX_TRADE), ...theirs.frames(TOPIC_FOREX_CLOSED)].filter((frame) => !frame.snapshot)).toEqual([]);
  });
});
