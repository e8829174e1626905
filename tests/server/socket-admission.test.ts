import WebSocket from "ws";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/**
 * Who may open the live feed: the site's own pages (its origin, the desktop site's, the origins
 * configured) or a client that is no browser (no Origin), at most 3 sockets from one address at
 * once and 10 new ones a minute; anyone else's socket is closed at once with a code and a reason.
 */
let server: TestServer;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    LOG_LEVEL: "silent",
    DESKTOP_SITE_URL: "https://pc.example.com",
    SITE_ORIGINS: "https://www.example.com",
    SOCKETS_PER_ADDRESS: "3",
    SOCKET_OPENS_PER_ADDRESS_PER_MINUTE: "10",
  });
});
afterEach(() => closeAll());
afterAll(() => server?.close());

const live = () => server.server.app.gateway.connections();

function open(origin?: string): WebSocket {
  const socket = new WebSocket(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}?lang=en`, origin === undefined ? {} : { origin });
  sockets.push(socket);
  return socket;
}

/** A socket the server kept: it counts among the live ones. */
async function kept(origin?: string): Promise<WebSocket> {
  const before = live();
  const socket = open(origin);
  await vi.waitFor(() => expect(live()).toBe(before + 1));
  return socket;
}

/** A socket the server closed as soon as it opened: its close code and reason. */
function closedAtOnce(origin?: string): Promise<{ code: number; reason: string }> {
  const socket = open(origin);
  return new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })));
}

async function closeAll(): Promise<void> {
  for (const socket of sockets.splice(0)) socket.close();
  await vi.waitFor(() => expect(live()).toBe(0));
}

describe("opening the live feed", () => {
  it("is refused to another site's page with 1008 and a reason, and allowed to the site's own pages and to clients without an Origin", async () => {
    expect(await closedAtOnce("https://evil.example")).toEqual({ code: 1008, reason: "origin not allowed: open the socket from the site's own pages" });
    expect(await closedAtOnce("null")).toMatchObject({ code: 1008 });
    await kept(server.baseUrl);
    await kept("https://pc.example.com");
    await kept("https://www.example.com");
    await closeAll();
    await kept();
  });

  it("is refused beyond the sockets one address may hold at once with 1013, until one of them closes", async () => {
    const [first] = [await kept(), await kept(), await kept()];
    expect(await closedAtOnce()).toEqual({ code: 1013, reason: "too many sockets from this address: close one first" });
    first!.close();
    await vi.waitFor(() => expect(live()).toBe(2));
    await kept();
  });

  it("is refused beyond the new sockets one address may open in a minute with 1013", async () => {
    // 10 a minute: the tests before opened 9 (foreign origins are refused before they count).
    await kept();
    expect(await closedAtOnce()).toEqual({ code: 1013, reason: "too many new sockets from this address: try again in a minute" });
  });
});
