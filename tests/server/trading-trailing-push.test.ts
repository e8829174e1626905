import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dec } from "#domain/decimal.ts";
import type { Order } from "#domain/order.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import { createTranslator, type Translator } from "#server/i18n/translator.ts";
import { LOCALES_DIR } from "#server/paths.ts";
import { TRAIL_NOTICE_PERIOD_MS } from "#server/services/push/trailed-notices.ts";
import { advanceClock, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { browserSubscription, decryptPush, startPushService, type BrowserSubscription, type PushService } from "./helpers/push-service.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { instrumentId, openTrader, setPrice, trade, type Trader } from "./helpers/trading.ts";

const SAMPLES = 30;

describe("Web Push of a trailed stop", () => {
  let server: TestServer;
  let pushService: PushService;
  let translator: Translator;
  let eurusd: number;
  let browsers = 0;
  let bid = dec("1.10000");

  beforeAll(async () => {
    pushService = await startPushService();
    server = await startAccountsServer({ MARKET_SOURCE: "scripted", REGISTRATIONS_PER_IP_PER_HOUR: "1000" });
    translator = await createTranslator(LOCALES_DIR);
    eurusd = await instrumentId(server, "EURUSD");
    await setPrice(server, "EURUSD", bid.toFixed(5));
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  /** A trader with a browser subscribed in `lang` and a bought position trailing by 20 points. */
  async function trailingTrader(lang: string): Promise<{ trader: Trader; phone: BrowserSubscription; order: Order }> {
    const trader = await openTrader(server);
    const phone = browserSubscription(`${pushService.origin}/trail/${++browsers}`);
    const body = JSON.stringify(phone.json);
    await dataOf(await server.call("/api/push/subscribe", { method: "POST", body, lang, headers: { "content-type": "application/json", authorization: trader.token } }));
    const order = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, cont: "0.1", type: 1, status: 1 }, trader));
    await dataOf(await trade(server, "/v1/api/forex/set_trailing_stop", { id: order.Id, trailing_points: 20 }, trader));
    return { trader, phone, order };
  }
  /** The Bid `points` above where it is. */
  const rise = async (points: number) => {
    bid = bid.plus(dec("0.00001").times(points));
    await setPrice(server, "EURUSD", bid.toFixed(5));
  };
  const deliveriesTo = (phone: BrowserSubscription) => pushService.received.filter((delivery) => delivery.path === new URL(phone.json.endpoint).pathname);

  it("tells the user in their language where the stop loss went, at most once a minute per position", async () => {
    const { phone, order } = await trailingTrader("de");
    await rise(40);
    const first = decryptPush((await pushService.deliveryTo(new URL(phone.json.endpoint).pathname)).body, phone);
    const stopLoss = bid.minus("0.00020").toFixed(5);
    expect(first).toMatchObject({
      title: translator.translate("de", PUSH_MESSAGES.trailedTitle, { code: "EUR/USD" }),
      url: "/order",
      tag: `trail-${order.Id}`,
    });
    expect(first.body).toContain(stopLoss.replace(".", ","));
    await rise(10);
    await server.server.engine.settled();
    await advanceClock(server, TRAIL_NOTICE_PERIOD_MS);
    await rise(10);
    await expect.poll(() => deliveriesTo(phone).length).toBe(2);
    await server.server.engine.settled();
    expect(deliveriesTo(phone)).toHaveLength(2);
  });

  it(`reaches the push service within 1 s of the tick that moved it (p95 over ${SAMPLES} moves)`, async () => {
    const took: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const { phone } = await trailingTrader("en");
      const began = performance.now();
      await rise(30);
      await pushService.deliveryTo(new URL(phone.json.endpoint).pathname);
      took.push(performance.now() - began);
    }
    took.sort((a, b) => a - b);
    const p95 = took[Math.ceil(SAMPLES * 0.95) - 1]!;
    console.log(`a trailing-stop move reaches the push service in p50 ${took[SAMPLES / 2]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${took.at(-1)!.toFixed(1)} ms (${SAMPLES} moves, from the tick's hook call)`);
    expect(p95).toBeLessThan(1000);
  });
});
