import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { SOCKET_PATH, TOPIC_FOREX_CLOSED, TOPIC_FOREX_TRADE } from "#domain/socket-protocol.ts";
import { SECOND, advanceClock, latestCode, postForm, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { SocketTestClient } from "./socket-test-client.ts";

const PASSWORD = "Harbour-tulip-42";
const NEW_PASSWORD = "Lantern-fig-88";
let server: TestServer;
const sockets: SocketTestClient[] = [];

beforeAll(async () => {
  server = await startAccountsServer();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => server?.close());

async function loggedInSocket(token: string): Promise<SocketTestClient> {
  const socket = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}?lang=en`);
  sockets.push(socket);
  socket.send({ type: "login", token });
  expect(await socket.ack("login")).toMatchObject({ code: 1 });
  for (const topic of [TOPIC_FOREX_TRADE, TOPIC_FOREX_CLOSED]) {
    socket.send({ type: "sub", topic });
    expect(await socket.ack("sub", topic)).toMatchObject({ code: 1 });
  }
  return socket;
}

async function resetCode(email: string): Promise<string> {
  await advanceClock(server, 60 * SECOND);
  await dataOf(await postForm(server, "/api/notify/send_email", { to: email, type: 2 }));
  return latestCode(server, email);
}

/** The socket was told, holds no private topic and may not take one again. */
async function expectLoggedOut(socket: SocketTestClient): Promise<void> {
  expect(await socket.next((m) => m.type === "logout")).toEqual({ type: "logout", code: 999, msg: "You were logged out on this device, please log in again" });
  for (const topic of [TOPIC_FOREX_TRADE, TOPIC_FOREX_CLOSED]) {
    socket.send({ type: "sub", topic });
    expect(await socket.ack("sub", topic)).toMatchObject({ code: 999 });
  }
}

const revocations: [string, (email: string, session: LoginResponse) => Promise<unknown>][] = [
  ["logout", (_email, { token }) => postForm(server, "/api/user/logout", {}, token).then(dataOf)],
  [
    "forget_password",
    async (email) => {
      const auth_code = await resetCode(email);
      const fields = { type: 1, account: email, new_password: NEW_PASSWORD, secondary_password: NEW_PASSWORD, auth_code };
      return dataOf(await postForm(server, "/api/user/forget_password", fields));
    },
  ],
  [
    "amend_password",
    async (email, { token }) => {
      const auth_code = await resetCode(email);
      const fields = { type: 1, new_password: NEW_PASSWORD, secondary_password: NEW_PASSWORD, auth_code };
      return dataOf(await postForm(server, "/api/user/amend_password", fields, token));
    },
  ],
];

describe("a revoked session on the socket", () => {
  it.each(revocations)("ends the socket login at once after %s", async (way, revoke) => {
    const email = `revoked-${way}@example.com`;
    const session = await registerByEmail(server, email, PASSWORD);
    const socket = await loggedInSocket(session.token);

    await revoke(email, session);
    await expectLoggedOut(socket);
    socket.send({ type: "login", token: session.token });
    expect(await socket.ack("login")).toMatchObject({ code: 999 });
  });

  it("leaves the user's other sessions logged in after a logout on one device", async () => {
    const email = "two-devices@example.com";
    const first = await registerByEmail(server, email, PASSWORD);
    const second = await dataOf<LoginResponse>(await postForm(server, "/api/user/loginForU", { account: email, password: PASSWORD, login_type: 1 }));
    const leaving = await loggedInSocket(first.token);
    const staying = await loggedInSocket(second.token);

    await dataOf(await postForm(server, "/api/user/logout", {}, first.token));
    await expectLoggedOut(leaving);
    await staying.settle();
    expect(staying.received.some((m) => m.type === "logout")).toBe(false);
    staying.send({ type: "sub", topic: TOPIC_FOREX_TRADE });
    expect(await staying.ack("sub", TOPIC_FOREX_TRADE)).toMatchObject({ code: 1 });
  });
});
