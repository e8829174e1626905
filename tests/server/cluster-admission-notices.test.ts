import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { outbox, postForm, registerByEmail } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { leads, untilLeads } from "./helpers/market-cluster.ts";
import { browserSubscription, decryptPush, startPushService, type PushService } from "./helpers/push-service.ts";
import { HAS_REDIS, NO_REDIS_NOTE } from "./helpers/redis-server.ts";
import type { ServerProcess } from "./helpers/server-process.ts";
import { startTestCluster, type TestCluster } from "./helpers/test-cluster.ts";

/**
 * Two server processes on one PostgreSQL and one Redis, as behind the proxy: an address's socket
 * caps (decision 0026) hold in total, not per process, and a login from a new browser that lands on
 * the follower tells the user once, by one e-mail and one push.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipped = !HAS_REDIS ? NO_REDIS_NOTE : databaseUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)";
const SLOW = 120_000;
const HELD = 10;
const OPENS = 40;
const PASSWORD = "Harbour-tulip-42";

let cluster: TestCluster | undefined;
let leader: ServerProcess;
let follower: ServerProcess;
let pushService: PushService;
const sockets: WebSocket[] = [];

type Outcome = { kept: true } | { kept: false; code: number; reason: string };

/** Opens a socket to `server`: kept when it answers a ping, else the code and reason it was closed with. */
function openOn(server: ServerProcess): Promise<Outcome> {
  const socket = new WebSocket(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}?lang=en`);
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once("open", () => socket.ping());
    socket.once("pong", () => resolve({ kept: true }));
    socket.once("close", (code, reason) => resolve({ kept: false, code, reason: reason.toString() }));
    socket.once("error", reject);
  });
}

async function closeAll(): Promise<void> {
  await Promise.all(
    sockets.splice(0).map((socket) => {
      if (socket.readyState === WebSocket.CLOSED) return undefined;
      const closed = new Promise((resolve) => socket.once("close", resolve));
      socket.close();
      return closed;
    }),
  );
}

describe.skipIf(skipped !== "")(`two processes on one Redis${skipped}`, () => {
  beforeAll(async () => {
    pushService = await startPushService();
    cluster = await startTestCluster(databaseUrl!);
    const caps = { SOCKETS_PER_ADDRESS: String(HELD), SOCKET_OPENS_PER_ADDRESS_PER_MINUTE: String(OPENS) };
    const [first, second] = [await cluster.start("pipwise-first", caps), await cluster.start("pipwise-second", caps)];
    await untilLeads(first);
    [leader, follower] = [first!, second!];
    expect(await leads(follower)).toBe(false);
  }, SLOW);
  afterAll(async () => {
    await closeAll();
    await cluster?.close();
    await pushService?.close();
  }, SLOW);

  it("keep an address to its sockets and its new sockets a minute in total, however the 100 opens are spread", async () => {
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, index) => openOn(index % 2 === 0 ? leader : follower)));
    const refused = (reason: string) => outcomes.filter((outcome) => !outcome.kept && outcome.reason === reason).length;
    expect(outcomes.filter((outcome) => outcome.kept)).toHaveLength(HELD);
    expect(refused("too many new sockets from this address: try again in a minute")).toBe(100 - OPENS);
    expect(refused("too many sockets from this address: close one first")).toBe(OPENS - HELD);
    expect(outcomes.filter((outcome) => !outcome.kept).every((outcome) => !outcome.kept && outcome.code === 1013)).toBe(true);
  }, SLOW);

  it("give a closed socket's slot back to the address, whichever process held it", async () => {
    await closeAll();
    // The minute's new sockets are spent: a fresh minute on both processes' clocks lets the address open again.
    for (const server of [leader, follower]) await dataOf(await server.call("/v1/api/test/clock", { method: "POST", body: JSON.stringify({ advance_ms: 61_000 }), headers: { "content-type": "application/json" } }));
    const outcomes = await Promise.all(Array.from({ length: 2 * HELD }, (_, index) => openOn(index % 2 === 0 ? follower : leader)));
    expect(outcomes.filter((outcome) => outcome.kept)).toHaveLength(HELD);
  }, SLOW);

  it("tell the user of a login from a new browser on the follower once, by one e-mail and one push", async () => {
    const email = "cluster-notice@example.com";
    const { token } = await registerByEmail(leader, email, PASSWORD);
    const phone = browserSubscription(`${pushService.origin}/ok/cluster-notice`);
    await dataOf(await leader.call("/api/push/subscribe", { method: "POST", body: JSON.stringify(phone.json), lang: "en", headers: { "content-type": "application/json", authorization: token } }));
    const before = (await outbox(leader, email)).length;

    await dataOf<LoginResponse>(await postForm(follower, "/api/user/loginForU", { account: email, password: PASSWORD, login_type: 1 }));
    const first = decryptPush((await pushService.deliveryTo("/ok/cluster-notice")).body, phone);
    expect(first).toMatchObject({ tag: "new-login", url: "/mine/sessions" });

    // A second new browser's login, on the leader, is the mark: once its push is in, any double of the first would be too.
    await dataOf<LoginResponse>(await postForm(leader, "/api/user/loginForU", { account: email, password: PASSWORD, login_type: 1 }));
    await expect.poll(() => pushService.received.filter((delivery) => delivery.path === "/ok/cluster-notice").length).toBeGreaterThanOrEqual(2);
    expect(pushService.received.filter((delivery) => delivery.path === "/ok/cluster-notice")).toHaveLength(2);
    // Each process's outbox read waits for the deliveries under way in that process.
    await outbox(follower, email);
    expect((await outbox(leader, email)).slice(before).map((message) => message.subject)).toEqual(["New login to your Pipwise account", "New login to your Pipwise account"]);
  }, SLOW);
});
