import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_ACCOUNT_KIND } from "#domain/account.ts";
import type { BalanceResponse, LoginResponse } from "#domain/contract/accounts.ts";
import { dec } from "#domain/decimal.ts";
import { ledger } from "#server/ledger/ledger.ts";
import { accountLogs } from "#server/store/schema.ts";
import { getAs, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const openDemo = (demoId: string) => getAs(server, `/api/user/createAccountDemoForU?demo_id=${encodeURIComponent(demoId)}&t=1`);
const balanceOf = async (token: string) => dataOf<BalanceResponse>(await getAs(server, "/v1/api/main/wallet/getBalance", token));
const reset = (token: string, key?: string, method = "POST") =>
  server.call("/v1/api/main/user/resetForexDemoAccount", {
    method,
    lang: "en",
    headers: { authorization: token, ...(key ? { "idempotency-key": key } : {}) },
  });

async function logOf(userId: number) {
  const { db } = server.server.store;
  return db.select({ value: accountLogs.value, memo: accountLogs.memo, balanceAfter: accountLogs.balanceAfter }).from(accountLogs).where(eq(accountLogs.userId, userId)).orderBy(asc(accountLogs.id));
}

/** A trade's result, booked the way the engine will: a ledger posting in a transaction (the memo key is a stand-in). */
async function book(userId: number, value: string): Promise<void> {
  const { db } = server.server.store;
  await db.transaction((tx) => ledger(tx).post({ userId, value: dec(value), memo: "demo_opening", at: new Date() }));
}

describe("GET /api/user/createAccountDemoForU", () => {
  it("opens the same demo account for the same demo_id, with a new token each time", async () => {
    const first = await dataOf<LoginResponse>(await openDemo("device-7f3a9c21b4e8d6f0"));
    const again = await dataOf<LoginResponse>(await openDemo("device-7f3a9c21b4e8d6f0"));
    const other = await dataOf<LoginResponse>(await openDemo("device-0000111122223333"));
    expect(first.user).toMatchObject({ is_demo: 1, email: null, mobile: null });
    expect(again.user).toEqual(first.user);
    expect(again.token).not.toBe(first.token);
    expect(other.user.uid).not.toBe(first.user.uid);
  });

  it("starts a new demo with 100,000 USD, booked in the account log", async () => {
    const { token, user } = await dataOf<LoginResponse>(await openDemo("device-starting-balance-01"));
    expect(await balanceOf(token)).toEqual({ balance: "100000.000000", lock_balance: "0.000000" });
    expect(await logOf(user.id)).toEqual([{ value: "100000.000000", memo: "demo_opening", balanceAfter: "100000.000000" }]);
  });

  it("refuses a demo_id that is too short, too long or not URL-safe", async () => {
    for (const bad of ["short", "x".repeat(65), "device id with spaces!"]) {
      expect((await refusal(await openDemo(bad))).msg).toBe("The demo id must be 16 to 64 letters, digits, - or _");
    }
    expect((await refusal(await getAs(server, "/api/user/createAccountDemoForU"))).msg).toBe("Missing parameter: demo_id");
  });
});

describe("a demo session", () => {
  it("gets \"only true account\" from a real-only call", async () => {
    const { token } = await dataOf<LoginResponse>(await openDemo("device-real-only-check-01"));
    const refused = await refusal(await postForm(server, "/api/user/amend_password", { type: 1, new_password: "Lantern-fig-88", auth_code: "123456" }, token));
    expect(refused).toEqual({ status: 403, code: CODE_ACCOUNT_KIND, msg: "Only available to a real account" });
  });

  it("reads its own user record", async () => {
    const { token, user } = await dataOf<LoginResponse>(await openDemo("device-user-info-0001"));
    expect(await dataOf(await getAs(server, "/api/user/info", token))).toEqual(user);
  });
});

describe("resetForexDemoAccount", () => {
  it("restores 100,000 USD with one log row for the difference, so the log still sums to the balance", async () => {
    const { token, user } = await dataOf<LoginResponse>(await openDemo("device-reset-restores-01"));
    await book(user.id, "-2500.125");
    expect((await balanceOf(token)).balance).toBe("97499.875000");

    const answer = await (await reset(token, "reset-1")).json();
    expect(answer).toMatchObject({ code: 1, msg: "The demo account has been reset", data: { balance: "100000.000000" } });
    const log = await logOf(user.id);
    expect(log.at(-1)).toEqual({ value: "2500.125000", memo: "demo_reset", balanceAfter: "100000.000000" });
    expect(log.reduce((sum, row) => sum.plus(row.value), dec(0)).toFixed(6)).toBe((await balanceOf(token)).balance);
  });

  it("answers a repeated Idempotency-Key with the first answer and resets nothing", async () => {
    const { token, user } = await dataOf<LoginResponse>(await openDemo("device-reset-idempotent-1"));
    await dataOf(await reset(token, "tap-42"));
    await book(user.id, "-10");
    const repeated = await dataOf<BalanceResponse>(await reset(token, "tap-42"));
    expect(repeated.balance).toBe("100000.000000");
    expect((await balanceOf(token)).balance).toBe("99990.000000");

    await dataOf(await reset(token, "tap-43"));
    expect((await balanceOf(token)).balance).toBe("100000.000000");
  });

  it("is also served as the documented GET, and writes no log row when nothing changed", async () => {
    const { token, user } = await dataOf<LoginResponse>(await openDemo("device-reset-by-get-0001"));
    expect((await dataOf<BalanceResponse>(await reset(token, undefined, "GET"))).balance).toBe("100000.000000");
    expect(await logOf(user.id)).toHaveLength(1);
  });

  it("refuses a real account, a missing session and a malformed Idempotency-Key", async () => {
    const real = await registerByEmail(server, "real.trader@example.com", "Harbour-tulip-42");
    expect(await refusal(await reset(real.token))).toEqual({ status: 403, code: CODE_ACCOUNT_KIND, msg: "Only a demo account can be reset" });
    expect((await refusal(await server.call("/v1/api/main/user/resetForexDemoAccount", { method: "POST" }))).code).toBe(999);
    const { token } = await dataOf<LoginResponse>(await openDemo("device-reset-bad-key-01"));
    expect((await refusal(await reset(token, "k".repeat(129)))).msg).toMatch(/Idempotency-Key/);
  });
});
