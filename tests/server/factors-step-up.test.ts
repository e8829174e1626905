import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CODE_PURPOSE_RESET } from "#domain/account.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { MINUTE, SECOND, advanceClock, latestCode, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf, envelopeOf } from "./helpers/envelope.ts";
import { FACTOR_PASSWORD, freshCode, loggedInWithCode, stepUpToken, userWithTotp, type FactorUser } from "./helpers/factors.ts";
import type { TestServer } from "./helpers/test-server.ts";

const STEP_UP_NEEDED = "Confirm it is you with your second factor first";
const NEW_PASSWORD = "Lantern-orchard-58";

/** Each call that moves money or changes the account, with a body its schema accepts. */
const SENSITIVE: ReadonlyArray<readonly [string, Record<string, string | number>]> = [
  ["/api/account/draw", { draw_currency_id: 1, number: "10", draw_method_id: 1, code: "123456" }],
  ["/api/wallet/bind_draw_method", { type: 1, draw_id: 1, dc_address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL", code: "123456" }],
  ["/api/wallet/del_draw_method", { id: 1 }],
  ["/api/user/amend_password", { type: 1, new_password: NEW_PASSWORD, secondary_password: NEW_PASSWORD, auth_code: "123456" }],
];

let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());
beforeEach(() => advanceClock(server, 60 * MINUTE));

function callWith(path: string, fields: Record<string, string | number>, token: string, stepUp?: string): Promise<Response> {
  const body = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  return server.call(path, { method: "POST", body, lang: "en", headers: { authorization: token, ...(stepUp === undefined ? {} : { "step-up": stepUp }) } });
}

/** The message each sensitive call answers with. */
async function answersOf(token: string, stepUp?: string): Promise<string[]> {
  return Promise.all(SENSITIVE.map(async ([path, fields]) => (await envelopeOf(await callWith(path, fields, token, stepUp))).msg));
}

describe("the calls that move money or change the account ask for the factor again", () => {
  it("ask nothing more of a user without a second factor", async () => {
    const { token } = await registerByEmail(server, "plain@example.com", FACTOR_PASSWORD);
    expect(await answersOf(token)).not.toContain(STEP_UP_NEEDED);
  });

  it("refuse a user with the factor on until a step-up of this session comes with them", async () => {
    const user = await userWithTotp(server, "stepper@example.com");
    for (const [path, fields] of SENSITIVE) {
      const answer = await refusal(await callWith(path, fields, user.token));
      expect(answer, path).toMatchObject({ status: 403, msg: STEP_UP_NEEDED });
    }
    const stepUp = await stepUpToken(server, user);
    expect(await answersOf(user.token, stepUp)).not.toContain(STEP_UP_NEEDED);
  });

  it("take a step-up only in the session it was given to, and for five minutes", async () => {
    const user = await userWithTotp(server, "bound@example.com");
    const other = await userWithTotp(server, "bound-other@example.com");
    const secondSession = await loggedInWithCode(server, user.email, await freshCode(server, user.secret));
    const stepUp = await stepUpToken(server, user);
    expect(await answersOf(secondSession.token, stepUp)).toEqual(SENSITIVE.map(() => STEP_UP_NEEDED));
    expect(await answersOf(other.token, stepUp)).toEqual(SENSITIVE.map(() => STEP_UP_NEEDED));
    expect(await answersOf(user.token, `${stepUp}, ${stepUp}`)).toEqual(SENSITIVE.map(() => STEP_UP_NEEDED));
    expect(await answersOf(user.token, "x".repeat(4000))).toEqual(SENSITIVE.map(() => STEP_UP_NEEDED));
    await advanceClock(server, 5 * MINUTE + SECOND);
    expect(await answersOf(user.token, stepUp)).toEqual(SENSITIVE.map(() => STEP_UP_NEEDED));
  });

  it("refuse before spending the call's own code, which still works with a step-up", async () => {
    const user: FactorUser = await userWithTotp(server, "codes@example.com");
    await advanceClock(server, 61 * SECOND);
    await dataOf(await postForm(server, "/api/notify/send_email", { to: user.email, type: CODE_PURPOSE_RESET }));
    const code = await latestCode(server, user.email);
    const fields = { type: 1, new_password: NEW_PASSWORD, secondary_password: NEW_PASSWORD, auth_code: code };
    expect((await refusal(await callWith("/api/user/amend_password", fields, user.token))).msg).toBe(STEP_UP_NEEDED);
    await dataOf(await callWith("/api/user/amend_password", fields, user.token, await stepUpToken(server, user)));
    const relogin = await dataOf<LoginResponse | { factor_challenge: string }>(
      await postForm(server, "/api/user/loginForU", { account: user.email, password: NEW_PASSWORD, login_type: 1 }),
    );
    expect(relogin).toHaveProperty("factor_challenge");
  });

  it("give a step-up only for a right code, which works once", async () => {
    const user = await userWithTotp(server, "step-code@example.com");
    expect((await refusal(await postForm(server, "/api/factor/step_up", { code: "000000" }, user.token))).msg).toBe("The code is wrong or has already been used");
    const code = await freshCode(server, user.secret);
    await dataOf(await postForm(server, "/api/factor/step_up", { code }, user.token));
    expect((await refusal(await postForm(server, "/api/factor/step_up", { code }, user.token))).msg).toBe("The code is wrong or has already been used");
  });
});
