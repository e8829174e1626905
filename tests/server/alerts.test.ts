import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PriceAlert } from "#domain/contract/alerts.ts";
import { ALERT_MESSAGES } from "#server/alerts/alert-messages.ts";
import { createTranslator, type Translator } from "#server/i18n/translator.ts";
import { LOCALES_DIR } from "#server/paths.ts";
import { getAs, refusal } from "./helpers/accounts.ts";
import { alertCapAtOnce, alertFields, alertsOf, createAlert } from "./helpers/alerts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { browserSubscription, decryptPush, startPushService, type BrowserSubscription, type PushService } from "./helpers/push-service.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { openTrader, setPrice, startTradingServer, trade, type Trader } from "./helpers/trading.ts";

describe("price alerts", () => {
  let server: TestServer;
  let eurusd: number;
  let pushService: PushService;
  let translator: Translator;
  let browsers = 0;

  const subscribe = async (trader: Trader, lang: string): Promise<BrowserSubscription> => {
    const browser = browserSubscription(`${pushService.origin}/alerts/${++browsers}`);
    const body = JSON.stringify(browser.json);
    await dataOf(await server.call("/api/push/subscribe", { method: "POST", body, lang, headers: { "content-type": "application/json", authorization: trader.token } }));
    return browser;
  };
  const pushesTo = (browser: BrowserSubscription) => pushService.received.filter((delivery) => delivery.path === new URL(browser.json.endpoint).pathname);
  /** Moves the bid and waits until the leader has stored and told what it fired. */
  const playBid = async (price: string) => {
    await setPrice(server, "EURUSD", price);
    await server.server.alerts.settled();
    await server.server.push.idle();
  };

  beforeAll(async () => {
    pushService = await startPushService();
    ({ server, eurusd } = await startTradingServer());
    translator = await createTranslator(LOCALES_DIR);
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  it("lists, edits and deletes only the caller's own alerts", async () => {
    const owner = await openTrader(server);
    const other = await openTrader(server);
    const made = await dataOf<PriceAlert>(await createAlert(server, owner, alertFields(eurusd, { level: "1.25000", repeat: "every" })));
    expect(made).toMatchObject({ Code: "EURUSD", Watch: "bid", Direction: "above", Level: "1.25000", Repeat: "every", Status: "active", FiredCount: 0 });

    const edited = await dataOf<PriceAlert>(await trade(server, "/api/alerts/edit", { id: made.Id, ...alertFields(eurusd, { watch: "ask", direction: "below", level: "1.05" }) }, owner));
    expect(edited).toMatchObject({ Id: made.Id, Watch: "ask", Direction: "below", Level: "1.05" });
    expect(await alertsOf(server, owner)).toEqual([edited]);

    const foreignEdit = await refusal(await trade(server, "/api/alerts/edit", { id: made.Id, ...alertFields(eurusd) }, other, undefined, "fr"));
    expect(foreignEdit).toMatchObject({ status: 404, msg: translator.translate("fr", ALERT_MESSAGES.notFound, { id: made.Id }) });
    expect((await refusal(await trade(server, "/api/alerts/delete", { id: made.Id }, other))).status).toBe(404);
    expect(await alertsOf(server, other)).toEqual([]);
    expect(await alertsOf(server, owner)).toEqual([edited]);

    await dataOf(await trade(server, "/api/alerts/delete", { id: made.Id }, owner));
    expect(await alertsOf(server, owner)).toEqual([]);
    expect((await refusal(await getAs(server, "/api/alerts/list"))).code).toBe(999);
  });

  it("refuses hostile input in the caller's language and stores nothing", async () => {
    const trader = await openTrader(server);
    const hostile: Record<string, string | number>[] = [
      alertFields(eurusd, { level: "1.1\u0000" }),
      alertFields(eurusd, { level: "Infinity" }),
      alertFields(eurusd, { level: "1e5" }),
      alertFields(eurusd, { level: "-1" }),
      alertFields(eurusd, { level: "1".repeat(1_000_000) }),
      alertFields(eurusd, { watch: "mid" }),
      alertFields(eurusd, { direction: "sideways" }),
      alertFields(eurusd, { expires_at: -5 }),
      { ...alertFields(eurusd), forex_id: "2147483648" },
    ];
    for (const fields of hostile) expect((await refusal(await createAlert(server, trader, fields, "de"))).status).toBe(400);
    const asArray = await server.call("/api/alerts/create", {
      method: "POST",
      body: JSON.stringify({ ...alertFields(eurusd), level: ["1.2", "1.3"] }),
      headers: { "content-type": "application/json", authorization: trader.token },
    });
    expect((await refusal(asArray)).status).toBe(400);

    const zero = await refusal(await createAlert(server, trader, alertFields(eurusd, { level: "0" }), "de"));
    expect(zero.msg).toBe(translator.translate("de", ALERT_MESSAGES.levelNotPositive));
    const past = await refusal(await createAlert(server, trader, alertFields(eurusd, { expires_at: 1000 }), "de"));
    expect(past.msg).toBe(translator.translate("de", ALERT_MESSAGES.expiryPast));
    const unknown = await refusal(await createAlert(server, trader, alertFields(999_999), "de"));
    expect(unknown.msg).toBe(translator.translate("de", ALERT_MESSAGES.unknownInstrument, { id: 999_999 }));
    expect(zero.msg).not.toBe(translator.translate("en", ALERT_MESSAGES.levelNotPositive));
    expect(await alertsOf(server, trader)).toEqual([]);
  });

  it("keeps a user's alerts to the cap when 150 creates arrive at once", async () => {
    await alertCapAtOnce(server, eurusd);
  });

  it("fires a once-alert a single time when the bid crosses, by Web Push in the user's language, and keeps it as fired", async () => {
    await playBid("1.10000");
    const trader = await openTrader(server);
    const phone = await subscribe(trader, "fr");
    const alert = await dataOf<PriceAlert>(await createAlert(server, trader, alertFields(eurusd, { level: "1.10500" })));

    await playBid("1.10400");
    expect(pushesTo(phone)).toHaveLength(0);
    await playBid("1.10600");
    await playBid("1.10000");
    await playBid("1.10700");

    const deliveries = pushesTo(phone);
    expect(deliveries).toHaveLength(1);
    const payload = decryptPush(deliveries[0]!.body, phone);
    expect(payload).toEqual({
      title: translator.translate("fr", ALERT_MESSAGES.title, { code: "EUR/USD" }),
      body: translator.translate("fr", ALERT_MESSAGES.bidAbove, { value: "1,10600", level: "1,10500" }),
      url: "/alerts",
      tag: `alert-${alert.Id}`,
    });
    expect(await alertsOf(server, trader)).toEqual([{ ...alert, Status: "fired", FiredAt: expect.any(Number), FiredValue: "1.10600", FiredCount: 1 }]);
  });

  it("fires an every-alert again only after the price went back across its level", async () => {
    await playBid("1.10000");
    const trader = await openTrader(server);
    const phone = await subscribe(trader, "en");
    await dataOf(await createAlert(server, trader, alertFields(eurusd, { direction: "below", level: "1.09000", repeat: "every" })));

    for (const bid of ["1.08900", "1.08800", "1.08700"]) await playBid(bid);
    expect(pushesTo(phone)).toHaveLength(1);
    for (const bid of ["1.09100", "1.08950"]) await playBid(bid);
    expect(pushesTo(phone)).toHaveLength(2);
    const [listed] = await alertsOf(server, trader);
    expect(listed).toMatchObject({ Status: "active", FiredCount: 2, FiredValue: "1.08950" });
  });

  it("does not fire an alert past its expiry", async () => {
    await playBid("1.10000");
    const trader = await openTrader(server);
    const phone = await subscribe(trader, "en");
    const expiresAt = Math.floor(server.server.clock.now() / 1000) + 60;
    await dataOf(await createAlert(server, trader, alertFields(eurusd, { level: "1.10100", expires_at: expiresAt })));
    await playBid("1.09900");
    server.server.clock.advance(120_000);
    await playBid("1.10200");
    expect(pushesTo(phone)).toHaveLength(0);
    expect((await alertsOf(server, trader))[0]).toMatchObject({ Status: "expired", FiredCount: 0 });
  });

  it("reaches the push service within a second of the tick for 95 of 100 alerts", async () => {
    await playBid("1.10000");
    const trader = await openTrader(server);
    const phone = await subscribe(trader, "en");
    const level = (step: number, last: number) => `1.1${step.toString().padStart(3, "0")}${last}`;
    for (let step = 0; step < 100; step++) await dataOf(await createAlert(server, trader, alertFields(eurusd, { level: level(step, 1) })));
    const latencies: number[] = [];
    for (let step = 0; step < 100; step++) {
      const before = pushesTo(phone).length;
      const began = performance.now();
      await setPrice(server, "EURUSD", level(step, 5));
      await expect.poll(() => pushesTo(phone).length, { timeout: 5000, interval: 2 }).toBeGreaterThan(before);
      latencies.push(performance.now() - began);
    }
    latencies.sort((a, b) => a - b);
    const p95 = latencies[94]!;
    console.log(`price alert tick → push service: p50 ${latencies[49]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${latencies[99]!.toFixed(1)} ms (100 alerts)`);
    expect(p95).toBeLessThan(1000);
  });
});
