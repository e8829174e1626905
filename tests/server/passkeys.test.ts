import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { FactorStatus } from "#domain/contract/factors.ts";
import type { PasskeyList } from "#domain/contract/passkeys.ts";
import { softAuthenticator } from "#tests/support/soft-authenticator.ts";
import { MINUTE, advanceClock, getAs, outbox, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { FACTOR_PASSWORD, challengeOf } from "./helpers/factors.ts";
import {
  addOptions,
  addPasskey,
  loggedInWithPasskey,
  loginOptions,
  ownPage,
  passkeyLogin,
  passkeyStepUp,
  passkeyStepUpHeader,
  postWith,
  stepUpOptions,
  userWithPasskey,
} from "./helpers/passkeys.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => advanceClock(server, 60 * MINUTE));

const REFUSED = "The passkey was not accepted; try again";
const STEP_UP_NEEDED = "Confirm it is you with your second factor first";
const listOf = async (token: string) => dataOf<PasskeyList>(await getAs(server, "/api/factor/passkeys", token));

describe("adding passkeys", () => {
  it("adds a named passkey, which turns the second factor on, lists it, and renames it", async () => {
    const user = await userWithPasskey(server, "pk-add@example.com", "Work laptop");
    expect(user.passkey).toEqual({ id: expect.any(Number), name: "Work laptop", created_at: expect.any(Number), last_used_at: null });
    expect(await dataOf<FactorStatus>(await getAs(server, "/api/factor/status", user.token))).toEqual({ totp: false, recovery_left: 0, passkeys: 1 });
    await dataOf(await postForm(server, "/api/factor/passkey_rename", { id: user.passkey.id, name: "Old laptop" }, user.token));
    expect((await listOf(user.token)).map((key) => key.name)).toEqual(["Old laptop"]);
  });

  it("asks for a step-up before a second passkey, and takes one answered by the first", async () => {
    const user = await userWithPasskey(server, "pk-second@example.com");
    expect((await refusal(await postWith(server, "/api/factor/passkey_add_options", {}, user.token))).msg).toBe(STEP_UP_NEEDED);
    const headers = await passkeyStepUpHeader(server, user);
    const tablet = softAuthenticator();
    const options = await addOptions(server, user.token, headers);
    expect(options.excludeCredentials?.map((one) => one.id)).toEqual([user.device.credentials[0]!.id.toString("base64url")]);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    await dataOf(await addPasskey(server, user.token, tablet.register(options, ownPage(server)), "Tablet", headers));
    expect((await listOf(user.token)).map((key) => key.name)).toEqual(["Phone", "Tablet"]);
  });

  it("refuses a registration from another origin, for another RP id, without user verification, or on a spent challenge", async () => {
    const { token } = await registerByEmail(server, "pk-bad-add@example.com", FACTOR_PASSWORD);
    const device = softAuthenticator();
    for (const ceremony of [{ origin: "https://evil.example" }, { origin: server.baseUrl, rpId: "evil.example" }, { origin: server.baseUrl, verified: false }]) {
      expect((await refusal(await addPasskey(server, token, device.register(await addOptions(server, token), ceremony), "Bad"))).msg).toBe(REFUSED);
    }
    const options = await addOptions(server, token);
    await dataOf(await addPasskey(server, token, device.register(options, ownPage(server)), "Good"));
    const again = await addPasskey(server, await registeredToken("pk-bad-add-2@example.com"), device.register(options, ownPage(server)), "Replayed");
    expect((await refusal(again)).msg).toBe(REFUSED);
    expect((await listOf(token)).map((key) => key.name)).toEqual(["Good"]);
  });
});

async function registeredToken(email: string): Promise<string> {
  return (await registerByEmail(server, email, FACTOR_PASSWORD)).token;
}

describe("logging in with a passkey", () => {
  it("opens a session with the passkey alone, as a password log-in does, and records when it was used", async () => {
    const user = await userWithPasskey(server, "pk-alone@example.com");
    const before = server.server.clock.now();
    const mails = (await outbox(server, user.email)).length;
    const options = await loginOptions(server);
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe("required");
    const session = await dataOf<LoginResponse>(await passkeyLogin(server, user.device.assert(options, ownPage(server))));
    expect(session.user.email).toBe(user.email);
    expect((await getAs(server, "/api/user/info", session.token)).status).toBe(200);
    expect((await listOf(session.token))[0]!.last_used_at).toBeGreaterThanOrEqual(before);
    const notices = (await outbox(server, user.email)).slice(mails);
    expect(notices.map((notice) => notice.subject)).toEqual(["New login to your Pipwise account"]);
  });

  it("answers a right password's challenge with the user's passkeys, and the passkey with a session", async () => {
    const user = await userWithPasskey(server, "pk-after-password@example.com");
    const challenge = await challengeOf(server, user.email);
    const options = await loginOptions(server, challenge);
    expect(options.allowCredentials?.map((one) => one.id)).toEqual([user.device.credentials[0]!.id.toString("base64url")]);
    const session = await dataOf<LoginResponse>(await passkeyLogin(server, user.device.assert(options, ownPage(server)), challenge));
    expect(session.user.email).toBe(user.email);
    expect((await refusal(await passkeyLogin(server, user.device.assert(await loginOptions(server), ownPage(server)), challenge))).msg).toBe(
      "This log-in has expired; enter your password again",
    );
  });

  it("refuses another user's passkey on a password's challenge", async () => {
    const owner = await userWithPasskey(server, "pk-owner@example.com");
    const other = await userWithPasskey(server, "pk-other@example.com");
    const challenge = await challengeOf(server, owner.email);
    expect((await refusal(await passkeyLogin(server, other.device.assert(await loginOptions(server, challenge), ownPage(server)), challenge))).msg).toBe(REFUSED);
  });

  it("refuses an answer from another origin, for another RP id, without user verification, replayed, or of a copied key", async () => {
    const user = await userWithPasskey(server, "pk-bad-login@example.com");
    for (const ceremony of [{ origin: "https://evil.example" }, { origin: server.baseUrl, rpId: "evil.example" }, { origin: server.baseUrl, verified: false }]) {
      expect((await refusal(await passkeyLogin(server, user.device.assert(await loginOptions(server), ceremony)))).msg).toBe(REFUSED);
    }
    const answer = user.device.assert(await loginOptions(server), ownPage(server));
    await dataOf(await passkeyLogin(server, answer));
    expect((await refusal(await passkeyLogin(server, answer))).msg).toBe(REFUSED);

    const credential = user.device.credentials[0]!;
    credential.counter -= 1;
    expect((await refusal(await passkeyLogin(server, user.device.assert(await loginOptions(server), ownPage(server))))).msg).toBe(REFUSED);
  });

  it("refuses a challenge older than five minutes", async () => {
    const user = await userWithPasskey(server, "pk-late@example.com");
    const options = await loginOptions(server);
    await advanceClock(server, 5 * MINUTE + 1);
    expect((await refusal(await passkeyLogin(server, user.device.assert(options, ownPage(server))))).msg).toBe(REFUSED);
  });
});

describe("step-ups and removal", () => {
  it("gives a step-up of this session only for the caller's own passkey", async () => {
    const user = await userWithPasskey(server, "pk-step@example.com");
    const other = await userWithPasskey(server, "pk-step-other@example.com");
    const stolen = other.device.assert(await stepUpOptions(server, user.token), ownPage(server));
    expect((await refusal(await passkeyStepUp(server, user.token, stolen))).msg).toBe(REFUSED);
    const headers = await passkeyStepUpHeader(server, user);
    const elsewhere = await loggedInWithPasskey(server, user);
    expect((await refusal(await postWith(server, "/api/factor/passkey_remove", { id: user.passkey.id }, elsewhere.token, headers))).msg).toBe(STEP_UP_NEEDED);
  });

  it("removes a passkey after a step-up, and never another user's", async () => {
    const user = await userWithPasskey(server, "pk-remove@example.com");
    const other = await userWithPasskey(server, "pk-remove-other@example.com");
    const headers = await passkeyStepUpHeader(server, user);
    const remove = (id: number) => postWith(server, "/api/factor/passkey_remove", { id }, user.token, headers);
    expect((await refusal(await remove(other.passkey.id))).status).toBe(404);
    expect((await refusal(await postForm(server, "/api/factor/passkey_rename", { id: other.passkey.id, name: "Mine" }, user.token))).status).toBe(404);
    expect((await listOf(other.token)).map((key) => key.name)).toEqual(["Phone"]);
    await dataOf(await remove(user.passkey.id));
    expect(await listOf(user.token)).toEqual([]);
    expect("token" in (await dataOf<object>(await postForm(server, "/api/user/loginForU", { account: user.email, password: FACTOR_PASSWORD, login_type: 1 })))).toBe(true);
  });
});

describe("hostile input", () => {
  it("refuses NUL, a megabyte, arrays and text that is no credential with a clear error, and changes nothing", async () => {
    const user = await userWithPasskey(server, "pk-hostile@example.com");
    const json = (body: unknown) => server.call("/api/factor/passkey_login", { method: "POST", body: JSON.stringify(body), lang: "en", headers: { "content-type": "application/json" } });
    for (const credential of ["{\"id\":\"a\u0000b\"}", "x".repeat(1_000_000), ["{}", "{}"], { id: "a" }]) {
      const answer = await refusal(await json({ credential }));
      expect(answer.status).toBe(400);
      expect(answer.msg).not.toBe("");
    }
    for (const credential of ["not json", "[]", "{\"id\":[1]}", JSON.stringify({ id: user.device.credentials[0]!.id.toString("base64url"), response: [] })]) {
      expect((await refusal(await json({ credential }))).msg).toBe(REFUSED);
    }
    const rename = await postForm(server, "/api/factor/passkey_rename", { id: user.passkey.id, name: "a\u0000b" }, user.token);
    expect((await refusal(rename)).status).toBe(400);
    expect((await listOf(user.token))[0]).toEqual(user.passkey);
  });
});
