import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse, User } from "#domain/contract/accounts.ts";
import { SOCKET_PATH } from "#domain/socket-protocol.ts";
import { areaIdOf } from "#server/accounts/area-codes.ts";
import { MINUTE, SECOND, advanceClock, getAs, latestCode, outbox, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { SocketTestClient } from "./socket-test-client.ts";

const PASSWORD = "Harbour-tulip-42";
const HK = areaIdOf("HK");
let server: TestServer;
const sockets: SocketTestClient[] = [];

beforeAll(async () => {
  server = await startAccountsServer({ LOGIN_MAX_FAILURES: "3", LOGIN_WINDOW_MINUTES: "15", REGISTRATIONS_PER_IP_PER_HOUR: "50" });
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});
afterAll(() => server?.close());

const login = (account: string, password: string, login_type = 1, extra: Record<string, string | number> = {}) =>
  postForm(server, "/api/user/loginForU", { account, password, login_type, ...extra });
const info = (token?: string) => getAs(server, "/api/user/info", token);

async function registerByMobile(number: string): Promise<LoginResponse> {
  await dataOf(await postForm(server, "/api/notify/send_sms", { to: number, area_id: HK, type: 1 }));
  const sms_code = await latestCode(server, `+852${number}`);
  const fields = { type: 2, area_id: HK, mobile: number, password: PASSWORD, re_password: PASSWORD, sms_code, accept_terms: 1 };
  return dataOf<LoginResponse>(await postForm(server, "/api/user/register", fields));
}

async function resetCode(email: string): Promise<string> {
  await dataOf(await postForm(server, "/api/notify/send_email", { to: email, type: 2 }));
  return latestCode(server, email);
}

describe("POST /api/user/loginForU", () => {
  it("logs in by e-mail with a new token every time, each one valid", async () => {
    const registered = await registerByEmail(server, "kai@example.com", PASSWORD);
    const first = await dataOf<LoginResponse>(await login("KAI@example.com", PASSWORD));
    const second = await dataOf<LoginResponse>(await login("kai@example.com", PASSWORD));
    expect(first.user).toEqual(registered.user);
    expect(new Set([registered.token, first.token, second.token]).size).toBe(3);
    for (const token of [registered.token, first.token, second.token]) expect((await dataOf<User>(await info(token))).email).toBe("kai@example.com");
  });

  it("logs in by mobile with the area code, with a + number, or with the bare number alone", async () => {
    const registered = await registerByMobile("61234567");
    for (const [account, extra] of [["6123 4567", { area_id: HK }], ["+852 61234567", {}], ["61234567", {}]] as const) {
      const session = await dataOf<LoginResponse>(await login(account, PASSWORD, 2, extra));
      expect(session.user.uid).toBe(registered.user.uid);
    }
  });

  it("answers a wrong password and an unknown account with the same message", async () => {
    await registerByEmail(server, "noor@example.com", PASSWORD);
    const wrong = await refusal(await login("noor@example.com", "Harbour-tulip-43"));
    const unknown = await refusal(await login("nobody@example.com", PASSWORD));
    expect(wrong).toEqual({ status: 400, code: 400, msg: "The account or the password is wrong" });
    expect(unknown).toEqual(wrong);
    expect((await refusal(await login("noor@example.com", ""))).msg).toBe("Missing parameter: password");
    expect((await refusal(await login("noor@example.com", PASSWORD, 3))).msg).toBe("Invalid value for login_type; use one of: 1, 2");
  });

  it("makes an account wait after repeated failures, without locking it for good", async () => {
    await registerByEmail(server, "sam@example.com", PASSWORD);
    for (let i = 0; i < 3; i++) await refusal(await login("sam@example.com", "not-the-password"));
    const refused = await refusal(await login("sam@example.com", PASSWORD));
    expect(refused).toEqual({ status: 429, code: 429, msg: "Too many failed log-ins; try again in 15 minutes" });

    await advanceClock(server, 15 * MINUTE);
    expect((await dataOf<LoginResponse>(await login("sam@example.com", PASSWORD))).user.email).toBe("sam@example.com");
  });
});

describe("sessions", () => {
  it("answers 999 to a missing, unknown or malformed token, and accepts a Bearer token", async () => {
    const { token } = await registerByEmail(server, "ida@example.com", PASSWORD);
    for (const bad of [undefined, "x".repeat(43), "null", `${token}x`]) {
      expect(await refusal(await info(bad))).toEqual({ status: 401, code: 999, msg: "Your session has expired, please log in again" });
    }
    expect((await dataOf<User>(await info(`Bearer ${token}`))).email).toBe("ida@example.com");
  });

  it("revokes only the session that logs out", async () => {
    const { token } = await registerByEmail(server, "omar@example.com", PASSWORD);
    const other = await dataOf<LoginResponse>(await login("omar@example.com", PASSWORD));
    expect(await dataOf(await postForm(server, "/api/user/logout", {}, token))).toBeNull();
    expect((await refusal(await info(token))).code).toBe(999);
    expect((await refusal(await postForm(server, "/api/user/logout", {}, token))).code).toBe(999);
    expect((await dataOf<User>(await info(other.token))).email).toBe("omar@example.com");
  });
});

describe("POST /api/user/forget_password", () => {
  it("sets the new password with a reset code and ends every session", async () => {
    const { token } = await registerByEmail(server, "ruth@example.com", PASSWORD);
    await advanceClock(server, 60 * SECOND);
    const auth_code = await resetCode("ruth@example.com");
    const change = { type: 1, account: "ruth@example.com", new_password: "Lantern-fig-88", secondary_password: "Lantern-fig-88", auth_code };
    const answer = await (await postForm(server, "/api/user/forget_password", change)).json();
    expect(answer).toMatchObject({ code: 1, msg: "The password has been changed; log in with the new password" });

    expect((await refusal(await info(token))).code).toBe(999);
    await refusal(await login("ruth@example.com", PASSWORD));
    await dataOf(await login("ruth@example.com", "Lantern-fig-88"));
  });

  it("refuses differing passwords and a code that was never sent, and changes nothing", async () => {
    await registerByEmail(server, "vera@example.com", PASSWORD);
    const fields = { type: 1, account: "vera@example.com", new_password: "Lantern-fig-88", auth_code: "123456" };
    expect((await refusal(await postForm(server, "/api/user/forget_password", { ...fields, secondary_password: "Lantern-fig-89" }))).msg).toBe(
      "The passwords differ",
    );
    expect((await refusal(await postForm(server, "/api/user/forget_password", { ...fields, secondary_password: "Lantern-fig-88" }))).msg).toBe(
      "Request a verification code first",
    );
    await dataOf(await login("vera@example.com", PASSWORD));
  });
});

describe("who has an account cannot be told from the reset calls", () => {
  it("answers the code request and a wrong code alike for a registered and an unknown address", async () => {
    await registerByEmail(server, "tess@example.com", PASSWORD);
    await advanceClock(server, 60 * SECOND);
    const answers = [];
    for (const account of ["tess@example.com", "ghost@example.com"]) {
      const sent = await (await postForm(server, "/api/notify/send_email", { to: account, type: 2 })).json();
      const fields = { type: 1, account, new_password: "Lantern-fig-88", secondary_password: "Lantern-fig-88", auth_code: "000000" };
      answers.push({ sent, wrong: await refusal(await postForm(server, "/api/user/forget_password", fields)) });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.wrong.msg).toBe("The verification code is wrong");
    expect(await outbox(server, "ghost@example.com")).toEqual([]);
  });
});

describe("POST /api/user/amend_password", () => {
  it("changes a logged-in user's password with a code sent to their own e-mail and ends their sessions", async () => {
    const { token } = await registerByEmail(server, "hugo@example.com", PASSWORD);
    await advanceClock(server, 60 * SECOND);
    const auth_code = await resetCode("hugo@example.com");
    expect((await refusal(await postForm(server, "/api/user/amend_password", { type: 2, new_password: "Lantern-fig-88", auth_code }, token))).msg).toBe(
      "Your account has no mobile number; use your e-mail address",
    );
    await dataOf(await postForm(server, "/api/user/amend_password", { type: 1, new_password: "Lantern-fig-88", secondary_password: "Lantern-fig-88", auth_code }, token));

    expect((await refusal(await info(token))).code).toBe(999);
    await dataOf(await login("hugo@example.com", "Lantern-fig-88"));
  });

  it("needs a session", async () => {
    expect((await refusal(await postForm(server, "/api/user/amend_password", { type: 1, new_password: "Lantern-fig-88", auth_code: "123456" }))).code).toBe(999);
  });
});

describe("expiry", () => {
  it("ends a session 30 days after its login", async () => {
    const { token } = await registerByEmail(server, "elsa@example.com", PASSWORD);
    await advanceClock(server, 29 * 24 * 60 * MINUTE);
    await dataOf(await info(token));
    await advanceClock(server, 24 * 60 * MINUTE);
    expect((await refusal(await info(token))).code).toBe(999);
  });
});

describe("socket login", () => {
  const connect = async () => {
    const socket = await SocketTestClient.connect(`${server.baseUrl.replace("http", "ws")}${SOCKET_PATH}`);
    sockets.push(socket);
    return socket;
  };

  it("acks a live token with code 1 and a revoked one with 999", async () => {
    const { token } = await registerByEmail(server, "zoe@example.com", PASSWORD);
    const socket = await connect();
    socket.send({ type: "login", token });
    expect(await socket.ack("login")).toMatchObject({ code: 1 });

    await dataOf(await postForm(server, "/api/user/logout", {}, token));
    socket.send({ type: "login", token });
    expect(await socket.ack("login")).toMatchObject({ code: 999 });
    socket.send({ type: "login", token: "not a token" });
    expect(await socket.ack("login")).toMatchObject({ code: 999 });
  });
});

describe("the outbox", () => {
  it("holds nothing for an address that asked for a reset without an account", async () => {
    await dataOf(await postForm(server, "/api/notify/send_email", { to: "ghost@example.com", type: 2 }));
    expect(await outbox(server, "ghost@example.com")).toEqual([]);
  });
});
