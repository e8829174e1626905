import { rm } from "node:fs/promises";
import { dirname } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areaIdOf } from "#server/accounts/area-codes.ts";
import { insertTestTrades, type TestTrade } from "#server/ranking/test-trades.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import type { RankingEntry } from "#domain/order.ts";
import { getAs, latestCode, postForm, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

// The schedule never fires during the test: only the start and the test door recompute.
const NO_TIMER = { RANKING_REFRESH_SECONDS: "86400" };
const DAY = 86_400_000;
const PASSWORD = "Harbour-tulip-42";

let server: TestServer;
let restarted: TestServer | undefined;
let firstClosed = false;
const ids = { email: 0, mobile: 0, demo: 0, eurusd: 0, gold: 0 };

const ranking = async (target = server) => dataOf<RankingEntry[]>(await getAs(target, "/api/follow/list?t=1"));
const recompute = async () => dataOf(await server.call("/v1/api/test/ranking/refresh", { method: "POST" }));

function trade(userId: number, instrumentId: number, daysAgo: number, margin: string, fee: string, profit: string, leverage = 100): TestTrade {
  return { userId, instrumentId, closedAt: new Date(Date.now() - daysAgo * DAY), leverage, margin, fee, profit };
}

async function registerByMobile(mobile: string): Promise<LoginResponse> {
  const area_id = areaIdOf("HK");
  await dataOf(await postForm(server, "/api/notify/send_sms", { to: mobile, area_id, type: 1 }));
  const sms_code = await latestCode(server, `+852${mobile}`);
  return dataOf<LoginResponse>(await postForm(server, "/api/user/register", { type: 2, area_id, mobile, password: PASSWORD, re_password: PASSWORD, sms_code, accept_terms: 1 }));
}

beforeAll(async () => {
  server = await startAccountsServer(NO_TIMER);
  ids.email = (await registerByEmail(server, "Jason.Trader@pipwise.test", PASSWORD)).user.id;
  ids.mobile = (await registerByMobile("91234567")).user.id;
  ids.demo = (await dataOf<LoginResponse>(await getAs(server, "/api/user/createAccountDemoForU?demo_id=ranking-demo-device-0001&t=1"))).user.id;
  const instruments = await server.server.store.catalog.instruments();
  ids.eurusd = instruments.find((row) => row.code === "EURUSD")!.id;
  ids.gold = instruments.find((row) => row.code === "XAUUSD")!.id;
});

afterAll(async () => {
  await restarted?.close();
  // The first server's data outlived it for the restart; its folder goes now.
  if (firstClosed) await rm(dirname(server.dataDir), { recursive: true, force: true });
  else await server?.close();
});

describe("GET /api/follow/list", () => {
  it("is open to visitors and empty before anyone has traded", async () => {
    const response = await server.call("/api/follow/list?t=1");
    expect(await dataOf(response)).toEqual([]);
  });

  it("shows new closes only after the next scheduled computation", async () => {
    await insertTestTrades(server.server.store.db, [
      trade(ids.email, ids.eurusd, 30, "100", "1", "21"),
      trade(ids.email, ids.gold, 20, "200", "2", "-38", 200),
      trade(ids.email, ids.eurusd, 10, "100", "1", "11"),
      trade(ids.email, ids.eurusd, 5, "100", "1", "0.5"),
      trade(ids.mobile, ids.gold, 2, "50", "0.5", "10.5", 50),
      trade(ids.demo, ids.gold, 1, "10", "0", "1000"),
    ]);
    expect(await ranking()).toEqual([]);
    await recompute();
    expect((await ranking()).map((entry) => entry.user)).toEqual(["912****4567", "j***r@pipwise.test"]);
  });

  it("leaves demo accounts out and answers every field", async () => {
    const entries = await ranking();
    expect(entries.some((entry) => entry.three_week_profit === "1000.00")).toBe(false);
    expect(entries[1]).toEqual({
      user: "j***r@pipwise.test",
      multiple: 100,
      three_week_rate: "-7.63",
      three_week_win: "33.33",
      three_week_profit: "-30.50",
      total_rate: "-2.10",
      total_trade_num: 4,
      code: "EUR/USD",
      max_drawdown: "8.00",
      followers: 0,
    });
    expect(entries[0]).toMatchObject({ three_week_rate: "20.00", three_week_win: "100.00", code: "XAU/USD", multiple: 50 });
  });

  it("keeps serving the computed list until the next computation, whoever asks", async () => {
    await insertTestTrades(server.server.store.db, [trade(ids.email, ids.eurusd, 0, "100", "0", "500")]);
    const before = await ranking();
    expect(before[1]!.total_trade_num).toBe(4);
    const signedIn = await registerByEmail(server, "another.reader@pipwise.test", PASSWORD);
    expect(await dataOf(await getAs(server, "/api/follow/list?t=2", signedIn.token))).toEqual(before);
    await recompute();
    expect((await ranking())[0]).toMatchObject({ user: "j***r@pipwise.test", total_trade_num: 5 });
  });

  it("is computed once at start, before the first request", async () => {
    const expected = await ranking();
    await server.server.close();
    firstClosed = true;
    restarted = await startTestServer({ LOG_LEVEL: "silent", ...NO_TIMER }, { dataDir: server.dataDir });
    expect(await ranking(restarted)).toEqual(expected);
  });
});
