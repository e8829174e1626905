import { afterAll, beforeAll } from "vitest";
import { startAccountsServer } from "./accounts.ts";
import { openPrivateSocket, type PrivateSocket } from "./private-socket.ts";
import type { TestServer } from "./test-server.ts";
import { instrumentId, openTrader, type Trader } from "./trading.ts";

export type WatchedTrader = Trader & { socket: PrivateSocket };

/**
 * One app per test file on the scripted market (prices move only when the test plays them), started
 * before the file's tests and closed after, with fresh demo traders whose sockets follow their orders.
 */
export function scriptedTrading() {
  let server: TestServer | undefined;
  let eurusd = 0;
  const sockets: PrivateSocket[] = [];
  beforeAll(async () => {
    server = await startAccountsServer({ MARKET_SOURCE: "scripted" });
    eurusd = await instrumentId(server, "EURUSD");
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.close();
  });
  return {
    get server(): TestServer {
      return server!;
    },
    /** The EURUSD instrument's id (forex_id). */
    get eurusd(): number {
      return eurusd;
    },
    /** A fresh demo trader (100,000 USD) with a socket on its private topics. */
    async trader(): Promise<WatchedTrader> {
      const opened = await openTrader(server!);
      const socket = await openPrivateSocket(server!, opened.token);
      sockets.push(socket);
      return { ...opened, socket };
    },
  };
}
