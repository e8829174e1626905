import { expect } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { FactorNeeded, RecoveryCodes, StepUpAnswer, TotpSetup } from "#domain/contract/factors.ts";
import { totpCode } from "#server/platform/totp.ts";
import { advanceClock, postForm, registerByEmail } from "./accounts.ts";
import { dataOf } from "./envelope.ts";
import type { ServerAt, TestServer } from "./test-server.ts";

/** RFC 6238's step: a code of the next step is new to the server. */
export const STEP_MS = 30_000;

export const FACTOR_PASSWORD = "Harbour-tulip-42";

/** The code the user's authenticator app shows now, by the server's clock. */
export const codeNow = (server: TestServer, secret: string) => totpCode(secret, server.server.clock.now());

/** The next step's code: the clock moves on, so the last code's step is behind it. */
export async function freshCode(server: TestServer, secret: string): Promise<string> {
  await advanceClock(server, STEP_MS);
  return codeNow(server, secret);
}

export interface FactorUser {
  email: string;
  token: string;
  secret: string;
  recovery: string[];
}

/** A registered user who turned on the authenticator app, with the secret it shows and the recovery codes. */
export async function userWithTotp(server: TestServer, email: string): Promise<FactorUser> {
  const { token } = await registerByEmail(server, email, FACTOR_PASSWORD);
  const setup = await dataOf<TotpSetup>(await postForm(server, "/api/factor/totp_begin", {}, token));
  const { codes } = await dataOf<RecoveryCodes>(await postForm(server, "/api/factor/totp_confirm", { code: codeNow(server, setup.secret) }, token));
  return { email, token, secret: setup.secret, recovery: codes };
}

export const passwordLogin = (server: TestServer, email: string, password = FACTOR_PASSWORD) =>
  postForm(server, "/api/user/loginForU", { account: email, password, login_type: 1 });

/** The challenge a right password of a user with the app on answers with (and no session). */
export async function challengeOf(server: TestServer, email: string): Promise<string> {
  const answer = await dataOf<FactorNeeded>(await passwordLogin(server, email));
  expect(answer).toEqual({ factor_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  return answer.factor_challenge;
}

export const factorLogin = (server: TestServer, challenge: string, code: string) => postForm(server, "/api/factor/login", { challenge, code });

export async function loggedInWithCode(server: TestServer, email: string, code: string): Promise<LoginResponse> {
  return dataOf<LoginResponse>(await factorLogin(server, await challengeOf(server, email), code));
}

export async function stepUpToken(server: TestServer, user: FactorUser, sessionToken = user.token): Promise<string> {
  return (await dataOf<StepUpAnswer>(await postForm(server, "/api/factor/step_up", { code: await freshCode(server, user.secret) }, sessionToken))).token;
}

/** The server's clock, in this process or another, read through the test door. */
export async function clockOf(server: ServerAt): Promise<number> {
  return (await dataOf<{ now: number }>(await server.call("/v1/api/test/clock", { method: "POST", body: JSON.stringify({ advance_ms: 0 }), headers: { "content-type": "application/json" } }))).now;
}

/**
 * A user with the app on, registered on the first of `servers` (processes sharing one database);
 * `freshCode` moves every server's clock on a step, so the code it returns is new and right on each.
 */
export async function factorUserAt(servers: readonly ServerAt[], email: string): Promise<{ secret: string; freshCode: () => Promise<string> }> {
  const first = servers[0]!;
  const { token } = await registerByEmail(first, email, FACTOR_PASSWORD);
  const { secret } = await dataOf<TotpSetup>(await postForm(first, "/api/factor/totp_begin", {}, token));
  const freshCodeAt = async () => {
    await Promise.all(servers.map((server) => advanceClock(server, STEP_MS)));
    return totpCode(secret, await clockOf(first));
  };
  await dataOf(await postForm(first, "/api/factor/totp_confirm", { code: await freshCodeAt() }, token));
  return { secret, freshCode: freshCodeAt };
}
