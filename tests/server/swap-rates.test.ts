import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry } from "#domain/contract/back-office.ts";
import type { SwapRateConfig } from "#domain/contract/back-office-swap.ts";
import { dec } from "#domain/decimal.ts";
import type { Order } from "#domain/order.ts";
import { accountLogs, instruments } from "#server/store/schema.ts";
import { getAs, refusal } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { operator, postJson, type TestOperator } from "./helpers/identity.ts";
import { passNextRollover, runRollover } from "./helpers/swap.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { expectLedgerBalanced, openTrader, startTradingServer, trade } from "./helpers/trading.ts";

let server: TestServer;
let eurusd: number;
let op: TestOperator;

beforeAll(async () => {
  ({ server, eurusd } = await startTradingServer());
  op = await operator(server);
});
afterAll(() => server?.close());

const changeAs = (token: string | undefined, id: number, body: unknown, lang = "en") => postJson(server, `/admin/api/swap-rates/${id}`, body, token, lang);
const change = (id: number, body: unknown) => changeAs(op.token, id, body);
const rates = async () => dataOf<SwapRateConfig[]>(await getAs(server, "/admin/api/swap-rates", op.token));
const ratesOfEurusd = async () => (await server.server.store.db.select().from(instruments).where(eq(instruments.id, eurusd)))[0]!;

describe("swap rates in the back office", () => {
  it("lists the seeded rates and changes one instrument's, audited, telling every process", async () => {
    expect((await rates()).find((row) => row.id === eurusd)).toMatchObject({ code: "EURUSD", mode: "points", triple_day: 3 });
    const heard: number[][] = [];
    const stop = server.server.bus.subscribe("instruments-changed", ({ ids }) => heard.push(ids));
    const saved = await dataOf<SwapRateConfig>(await change(eurusd, { mode: "points", long: "-08.50", short: "2.25", triple_day: 3 }));
    stop();
    expect(saved).toEqual({ id: eurusd, code: "EURUSD", mode: "points", long: "-8.5", short: "2.25", triple_day: 3 });
    expect(heard).toEqual([[eurusd]]);
    const [entry] = (await dataOf<{ data: AuditEntry[] }>(await getAs(server, "/admin/api/audit", op.token))).data.filter((e) => e.record_type === "instrument");
    expect(entry).toMatchObject({ action: "swap_rate.update", record_id: String(eurusd), after: saved, before: { long: "-6.5", short: "1.8" } });
  });

  it("refuses hostile input in the operator's language and changes nothing", async () => {
    await dataOf(await change(eurusd, { mode: "points", long: "-6.5", short: "1.8", triple_day: 3 }));
    const before = await ratesOfEurusd();
    const good = { mode: "points", long: "-6.5", short: "1.8", triple_day: 3 };
    const hostile = [
      { ...good, long: "-6\u00005" },
      { ...good, long: "Infinity" },
      { ...good, short: ["1.8"] },
      { ...good, long: "1".repeat(1_000_000) },
      { ...good, long: Number.POSITIVE_INFINITY },
      { ...good, mode: "pips" },
      { ...good, triple_day: 6 },
      { ...good, triple_day: 0 },
      { ...good, triple_day: 2.5 },
    ];
    for (const body of hostile) expect((await refusal(await change(eurusd, body))).status).toBe(400);
    const missing = await refusal(await changeAs(op.token, 999_999, good, "de"));
    expect(missing).toMatchObject({ status: 404, msg: "Kein Instrument 999999" });
    expect(await ratesOfEurusd()).toEqual(before);
  });

  it("lets only operators read or change the rates", async () => {
    const trader = await openTrader(server);
    for (const token of [undefined, trader.token]) {
      expect((await changeAs(token, eurusd, { mode: "points", long: "100", short: "100", triple_day: 3 })).status).toBe(401);
      expect((await getAs(server, "/admin/api/swap-rates", token)).status).toBe(401);
    }
  });

  it("charges the operator's new rate at the next rollover", async () => {
    await dataOf(await change(eurusd, { mode: "percent", long: "-36.5", short: "0", triple_day: 5 }));
    const trader = await openTrader(server);
    const long = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, type: 1, cont: "1", status: 1, multiple: 100 }, trader));
    const rollover = await passNextRollover(server);
    await runRollover(server);
    // Valued at the Bid 1.10000: 100000 × 1.1 × −36.5 % ÷ 365 = −110 USD a night, three on Friday.
    const expected = dec("-110").times(rollover.weekday === 5 ? 3 : 1).toFixed(6);
    const rows = (await server.server.store.db.select().from(accountLogs).where(eq(accountLogs.userId, trader.userId))).filter((row) => row.memo === "swap");
    expect(rows.map((row) => row.value)).toEqual([expected]);
    expect((await server.server.store.db.select().from(instruments).where(eq(instruments.id, eurusd)))[0]!.swapMode).toBe("percent");
    expect(long.Swap).toBe("0.000000");
    await expectLedgerBalanced(server, trader.userId);
  });
});
