import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { FactorStatus, TotpSetup } from "#domain/contract/factors.ts";
import { recoveryCodes, userTotp } from "#server/store/schema.ts";
import { MINUTE, advanceClock, getAs, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { FACTOR_PASSWORD, challengeOf, codeNow, factorLogin, freshCode, loggedInWithCode, passwordLogin, userWithTotp } from "./helpers/factors.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => advanceClock(server, 60 * MINUTE));

const status = async (token: string) => dataOf<FactorStatus>(await getAs(server, "/api/factor/status", token));

describe("turning on the authenticator app", () => {
  it("shows a secret and its otpauth URI, turns on with a code, and gives ten recovery codes once", async () => {
    const { token } = await registerByEmail(server, "on@example.com", FACTOR_PASSWORD);
    expect(await status(token)).toEqual({ totp: false, recovery_left: 0, passkeys: 0 });
    const setup = await dataOf<TotpSetup>(await postForm(server, "/api/factor/totp_begin", {}, token));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Pipwise:on%40example\.com\?/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect((await refusal(await postForm(server, "/api/factor/totp_confirm", { code: "000000" }, token))).msg).toBe("The code is wrong or has already been used");
    expect(await status(token)).toEqual({ totp: false, recovery_left: 0, passkeys: 0 });

    const { codes } = await dataOf<{ codes: string[] }>(await postForm(server, "/api/factor/totp_confirm", { code: codeNow(server, setup.secret) }, token));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await status(token)).toEqual({ totp: true, recovery_left: 10, passkeys: 0 });
    expect((await refusal(await postForm(server, "/api/factor/totp_begin", {}, token))).msg).toBe("The authenticator app is already on");
  });

  it("keeps the secret sealed and the recovery codes hashed in the database", async () => {
    const user = await userWithTotp(server, "sealed@example.com");
    const { db } = server.server.store;
    const rows = await db.select().from(userTotp);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.sealedSecret).not.toContain(user.secret);
    const stored = (await db.select().from(recoveryCodes)).map((row) => row.codeHash);
    for (const code of user.recovery) {
      expect(stored).not.toContain(code);
      expect(stored.some((hash) => hash.includes(code.replace(/-/g, "")))).toBe(false);
    }
  });

  it("turns off only with a code of the app", async () => {
    const user = await userWithTotp(server, "off@example.com");
    expect((await refusal(await postForm(server, "/api/factor/totp_off", { code: "123456" }, user.token))).msg).toBe("The code is wrong or has already been used");
    expect((await status(user.token)).totp).toBe(true);
    await dataOf(await postForm(server, "/api/factor/totp_off", { code: await freshCode(server, user.secret) }, user.token));
    expect(await status(user.token)).toEqual({ totp: false, recovery_left: 0, passkeys: 0 });
    const { db } = server.server.store;
    const [me] = await db.select().from(userTotp).where(eq(userTotp.userId, (await dataOf<LoginResponse["user"]>(await getAs(server, "/api/user/info", user.token))).id));
    expect(me).toBeUndefined();
    expect("token" in (await dataOf<object>(await passwordLogin(server, user.email)))).toBe(true);
  });

  it("is for real accounts only", async () => {
    const demo = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=factor-demo-account-1"));
    expect((await refusal(await postForm(server, "/api/factor/totp_begin", {}, demo.token))).status).toBe(403);
  });
});

describe("logging in with the factor on", () => {
  it("answers a right password with a challenge, not a session, and the challenge and a code with a session", async () => {
    const user = await userWithTotp(server, "login@example.com");
    const answer = await dataOf<Record<string, unknown>>(await passwordLogin(server, user.email));
    expect(Object.keys(answer)).toEqual(["factor_challenge"]);
    const session = await dataOf<LoginResponse>(await factorLogin(server, answer.factor_challenge as string, await freshCode(server, user.secret)));
    expect(session.user.email).toBe(user.email);
    expect((await getAs(server, "/api/user/info", session.token)).status).toBe(200);
  });

  it("takes a code once: the same code with a new challenge is refused", async () => {
    const user = await userWithTotp(server, "replay@example.com");
    const code = await freshCode(server, user.secret);
    await loggedInWithCode(server, user.email, code);
    const replay = await refusal(await factorLogin(server, await challengeOf(server, user.email), code));
    expect(replay).toMatchObject({ status: 400, msg: "The code is wrong or has already been used" });
  });

  it("spends a challenge once", async () => {
    const user = await userWithTotp(server, "once@example.com");
    const challenge = await challengeOf(server, user.email);
    await dataOf(await factorLogin(server, challenge, await freshCode(server, user.secret)));
    expect((await refusal(await factorLogin(server, challenge, await freshCode(server, user.secret)))).msg).toBe("This log-in has expired; enter your password again");
  });

  it("lets a challenge expire after five minutes", async () => {
    const user = await userWithTotp(server, "late@example.com");
    const challenge = await challengeOf(server, user.email);
    await advanceClock(server, 5 * MINUTE + 1000);
    expect((await refusal(await factorLogin(server, challenge, codeNow(server, user.secret)))).msg).toBe("This log-in has expired; enter your password again");
  });

  it("logs in once with each recovery code, typed in any case and without dashes", async () => {
    const user = await userWithTotp(server, "recover@example.com");
    const code = user.recovery[3]!;
    await loggedInWithCode(server, user.email, code.replace(/-/g, "").toLowerCase());
    expect((await refusal(await factorLogin(server, await challengeOf(server, user.email), code))).msg).toBe("The code is wrong or has already been used");
    expect((await status(user.token)).recovery_left).toBe(9);
  });

  it("tells nothing about the factor before the password is right", async () => {
    await userWithTotp(server, "secret-factor@example.com");
    await registerByEmail(server, "no-factor@example.com", FACTOR_PASSWORD);
    const answers = await Promise.all(
      ["secret-factor@example.com", "no-factor@example.com", "nobody@example.com"].map(async (email) => {
        const response = await passwordLogin(server, email, "Wrong-password-77");
        return { status: response.status, body: await envelopeOf(response) };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1]).toEqual(answers[2]);
  });

  it("refuses hostile input with a clear message and changes nothing", async () => {
    const user = await userWithTotp(server, "hostile@example.com");
    const other = await userWithTotp(server, "hostile-other@example.com");
    const challenge = await challengeOf(server, user.email);
    const hostile: Array<Record<string, unknown>> = [
      { challenge, code: "12\u00003456" },
      { challenge, code: "1".repeat(1024 * 1024) },
      { challenge, code: ["123456", "654321"] },
      { challenge: "x\u0000y", code: "123456" },
      { challenge: ["a", "b"], code: "123456" },
      { challenge, code: Infinity },
    ];
    for (const body of hostile) {
      const response = await server.call("/api/factor/login", { method: "POST", lang: "en", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const answer = await refusal(response);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.msg).not.toBe("");
    }
    // Another user's code does not pass this user's challenge, which still works with the right one.
    expect((await refusal(await factorLogin(server, challenge, await freshCode(server, other.secret)))).msg).toBe("The code is wrong or has already been used");
    await dataOf(await factorLogin(server, challenge, codeNow(server, user.secret)));
  });

  it("answers in the caller's language", async () => {
    const user = await userWithTotp(server, "lang@example.com");
    const response = await postForm(server, "/api/factor/login", { challenge: await challengeOf(server, user.email), code: "000000" }, undefined, "de");
    expect((await refusal(response)).msg).not.toBe("The code is wrong or has already been used");
  });
});
