import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { getAs, postForm, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

const PASSWORD = "Harbour-tulip-42";
const MAX_SESSIONS = 10;
const FIRED = 100;
let server: TestServer;

// Log-in limits high enough that all the concurrent log-ins are let through to the session cap.
beforeAll(async () => {
  server = await startAccountsServer({ LOGIN_MAX_FAILURES: "1000", MAX_SESSIONS_PER_USER: String(MAX_SESSIONS) });
});
afterAll(() => server?.close());

const isLive = async (token: string) => (await getAs(server, "/api/user/info", token)).status === 200;

describe("the cap on live sessions per user", () => {
  it("keeps exactly the cap live under concurrent log-ins, revoking the oldest first", async () => {
    const first = await registerByEmail(server, "cap@example.com", PASSWORD);
    const logins = await Promise.all(
      Array.from({ length: FIRED }, async () => dataOf<LoginResponse>(await postForm(server, "/api/user/loginForU", { account: "cap@example.com", password: PASSWORD, login_type: 1 }))),
    );
    const live = await Promise.all([first, ...logins].map((session) => isLive(session.token)));
    const liveCount = live.filter(Boolean).length;
    console.log(`limit live sessions per user: ${liveCount} live after ${FIRED} concurrent log-ins (cap ${MAX_SESSIONS})`);
    expect(liveCount).toBe(MAX_SESSIONS);
    expect(live[0]).toBe(false);

    const newest = await dataOf<LoginResponse>(await postForm(server, "/api/user/loginForU", { account: "cap@example.com", password: PASSWORD, login_type: 1 }));
    expect(await isLive(newest.token)).toBe(true);
    const after = await Promise.all([...logins].map((session) => isLive(session.token)));
    expect(after.filter(Boolean)).toHaveLength(MAX_SESSIONS - 1);
    // A hundred argon2 checks on a shared machine.
  }, 120_000);
});
