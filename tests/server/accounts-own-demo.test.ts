import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_ACCOUNT_KIND } from "#domain/account.ts";
import type { BalanceResponse, LoginResponse, User } from "#domain/contract/accounts.ts";
import { dec } from "#domain/decimal.ts";
import { ledger } from "#server/ledger/ledger.ts";
import { getAs, postForm, refusal, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { backToReal, firstSwitchesAtOnce, openOwnDemo } from "./helpers/own-demo.ts";
import { withScratchDatabase } from "./helpers/scratch-database.ts";
import type { TestServer } from "./helpers/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(() => server?.close());

const PASSWORD = "Harbour-tulip-42";
const login = async (email: string) => dataOf<LoginResponse>(await postForm(server, "/api/user/loginForU", { account: email, password: PASSWORD, login_type: 1 }));
const ownDemo = async (realToken: string) => dataOf<LoginResponse>(await openOwnDemo(server, realToken));
const balanceOf = async (token: string) => (await dataOf<BalanceResponse>(await getAs(server, "/v1/api/main/wallet/getBalance", token))).balance;
const infoOf = (token: string) => getAs(server, "/api/user/info", token);
const isEnded = async (token: string) => (await refusal(await infoOf(token))).code === 999;

async function book(userId: number, value: string): Promise<void> {
  await server.server.store.db.transaction((tx) => ledger(tx).post({ userId, value: dec(value), memo: "demo_opening", at: new Date() }));
}

describe("a registered user's own demo account", () => {
  it("is the same account from every device they log in from, its balance kept", async () => {
    const phone = await registerByEmail(server, "two.devices@example.com", PASSWORD);
    const laptop = await login("two.devices@example.com");
    const onPhone = await ownDemo(phone.token);
    expect(onPhone.user).toMatchObject({ is_demo: 1, own_demo: 1, email: null });
    expect(onPhone.user.id).not.toBe(phone.user.id);
    await book(onPhone.user.id, "-1250.5");

    const onLaptop = await ownDemo(laptop.token);
    expect(onLaptop.user).toEqual(onPhone.user);
    expect(onLaptop.token).not.toBe(onPhone.token);
    expect(await balanceOf(onLaptop.token)).toBe("98749.500000");
  });

  it("is not a device's demo account, and two users have two", async () => {
    const first = await ownDemo((await registerByEmail(server, "first.owner@example.com", PASSWORD)).token);
    const second = await ownDemo((await registerByEmail(server, "second.owner@example.com", PASSWORD)).token);
    const device = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=device-not-linked-00001"));
    expect(new Set([first.user.uid, second.user.uid, device.user.uid]).size).toBe(3);
    expect(device.user.own_demo).toBeUndefined();
  });

  it("gives its sessions the demo account's data only, never the real account's", async () => {
    const real = await registerByEmail(server, "owner.data@example.com", PASSWORD);
    const demo = await ownDemo(real.token);
    expect(await dataOf<User>(await infoOf(demo.token))).toEqual(demo.user);
    expect(await balanceOf(demo.token)).toBe("100000.000000");
    expect(await balanceOf(real.token)).toBe("0.000000");
    const onlyReal = { status: 403, code: CODE_ACCOUNT_KIND, msg: "Only available to a real account" };
    expect(await refusal(await getAs(server, "/api/user/invite_info", demo.token))).toEqual(onlyReal);
    expect(await refusal(await openOwnDemo(server, demo.token))).toEqual(onlyReal);
  });
});

describe("back to the real account", () => {
  it("hands the demo session a new token for the real login it came from, ending the old one and the demo session", async () => {
    const real = await registerByEmail(server, "round.trip@example.com", PASSWORD);
    const demo = await ownDemo(real.token);
    const back = await dataOf<LoginResponse>(await backToReal(server, demo.token));
    expect(back.user).toEqual(real.user);
    expect(back.token).not.toBe(real.token);
    expect(await dataOf<User>(await infoOf(back.token))).toEqual(real.user);
    expect(await isEnded(real.token)).toBe(true);
    expect(await isEnded(demo.token)).toBe(true);
  });

  it("is refused to a device's demo account, which came from no real session", async () => {
    const device = await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=device-no-way-back-0001"));
    expect(await refusal(await backToReal(server, device.token))).toEqual({
      status: 403,
      code: CODE_ACCOUNT_KIND,
      msg: "This demo account was not opened from a real account; log in to your real account instead",
    });
  });

  it("leads each device's demo session back to that device's own real session", async () => {
    const phone = await registerByEmail(server, "own.way.back@example.com", PASSWORD);
    const laptop = await login("own.way.back@example.com");
    const phoneDemo = await ownDemo(phone.token);
    await ownDemo(laptop.token);
    await dataOf(await backToReal(server, phoneDemo.token));
    expect(await isEnded(phone.token)).toBe(true);
    expect(await dataOf<User>(await infoOf(laptop.token))).toEqual(laptop.user);
  });
});

describe("logging out", () => {
  it("of the real account ends its demo session too", async () => {
    const real = await registerByEmail(server, "real.logout@example.com", PASSWORD);
    const demo = await ownDemo(real.token);
    await dataOf(await postForm(server, "/api/user/logout", {}, real.token));
    expect(await isEnded(demo.token)).toBe(true);
    expect((await refusal(await backToReal(server, demo.token))).code).toBe(999);
  });

  it("of the demo account ends the real session it came from", async () => {
    const real = await registerByEmail(server, "demo.logout@example.com", PASSWORD);
    const demo = await ownDemo(real.token);
    await dataOf(await postForm(server, "/api/user/logout", {}, demo.token));
    expect(await isEnded(real.token)).toBe(true);
  });
});

describe("first switches at once", () => {
  it("create exactly one demo account for the user", () => firstSwitchesAtOnce(server, "hundred.taps@example.com"));

  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)(
    `create exactly one on a PostgreSQL server too${url ? "" : " (skipped: set TEST_DATABASE_URL=postgres://… as a role that may create databases)"}`,
    { timeout: 180_000 },
    () =>
      withScratchDatabase(url!, async (scratchUrl) => {
        const postgres = await startAccountsServer({ DATABASE_URL: scratchUrl });
        try {
          await firstSwitchesAtOnce(postgres, "hundred.taps@example.com");
        } finally {
          await postgres.close();
        }
      }),
  );
});
