import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Instrument } from "#domain/instrument.ts";
import type { Order } from "#domain/order.ts";
import { getAs } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { openTrader, startTradingServer, trade } from "./helpers/trading.ts";

/** The seeded EUR/USD as the catalog lists it, and what a buy of `lots` of it is charged. */
async function eurusdFee(server: TestServer, eurusd: number, lots: string) {
  const listed = (await dataOf<Instrument[]>(await getAs(server, "/v1/api/forex/trade_list"))).find((row) => row.Id === eurusd)!;
  const order = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, type: 1, status: 1, cont: lots }, await openTrader(server)));
  return { rate: listed.ForexFeeRate, fee: order.TradeFee, margin: order.CautionMoney };
}

describe("the seeded handling fee under the default fee type, per lot", () => {
  let server: TestServer;
  let eurusd: number;
  beforeAll(async () => ({ server, eurusd } = await startTradingServer()));
  afterAll(() => server?.close());

  it("charges a lot of EUR/USD a broker's few dollars, and a hundredth of a lot a hundredth of that", async () => {
    expect(await eurusdFee(server, eurusd, "1")).toMatchObject({ rate: "5", fee: "5.000000" });
    expect(await eurusdFee(server, eurusd, "0.01")).toMatchObject({ fee: "0.050000" });
  });
});

describe("the seeded handling fee under fee type 2, a share of the margin", () => {
  let server: TestServer;
  let eurusd: number;
  beforeAll(async () => ({ server, eurusd } = await startTradingServer({ TRADE_FEE_TYPE: "2" })));
  afterAll(() => server?.close());

  it("charges 0.5 % of the margin", async () => {
    // A buy opens at the Ask, 1.10002: 1 lot × 100,000 × 1.10002 ÷ 100 = 1,100.02 USD margin.
    expect(await eurusdFee(server, eurusd, "1")).toMatchObject({ rate: "0.005", margin: "1100.020000", fee: "5.500100" });
  });
});
