import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PushKeyResponse } from "#domain/contract/push.ts";
import type { DepositChannel } from "#domain/contract/funds.ts";
import { quantity, usdAmount } from "#domain/format/number-value.ts";
import type { LanguageCode } from "#domain/locales.ts";
import type { Order } from "#domain/order.ts";
import { FUNDS_MESSAGES } from "#server/i18n/funds-messages.ts";
import { IDENTITY_MESSAGES } from "#server/i18n/identity-messages.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import { createTranslator, type Translator } from "#server/i18n/translator.ts";
import { LOCALES_DIR } from "#server/paths.ts";
import { PUSH_SUBSCRIPTIONS_PER_USER } from "#server/services/push/push-subscriptions.ts";
import { pushSubscriptions } from "#server/store/schema.ts";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { getAs, LIMITS_PASSWORD, postForm, refusal, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { channelOf, depositCoin } from "./helpers/funds.ts";
import { operator, realUser, sendRealName } from "./helpers/identity.ts";
import { pushCapAtOnce } from "./helpers/push-races.ts";
import { browserSubscription, decryptPush, startPushService, vapidClaims, type BrowserSubscription, type PushService } from "./helpers/push-service.ts";
import type { TestServer } from "./helpers/test-server.ts";
import { closeMarket, instrumentId, openTrader, reopenMarket, setPrice, trade } from "./helpers/trading.ts";

describe("Web Push: notifications with no tab open", () => {
  let server: TestServer;
  let pushService: PushService;
  let translator: Translator;
  let publicKey: string;
  let eurusd: number;
  let browsers = 0;

  const post = (path: string, body: unknown, token: string, lang = "en") =>
    server.call(path, { method: "POST", body: JSON.stringify(body), lang, headers: { "content-type": "application/json", authorization: token } });
  const userIdOf = async (token: string) => (await server.server.accounts.sessions.find(token))!.user.id;
  const rowsOf = (userId: number) => server.server.store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  /** A browser with its own endpoint path on the local push service. */
  const browser = (kind = "ok") => browserSubscription(`${pushService.origin}/${kind}/${++browsers}`);
  const subscribe = async (token: string, subscription: BrowserSubscription, lang: LanguageCode) =>
    dataOf(await post("/api/push/subscribe", subscription.json, token, lang));
  const received = async (subscription: BrowserSubscription) => {
    const delivery = await pushService.deliveryTo(new URL(subscription.json.endpoint).pathname);
    return { delivery, payload: decryptPush(delivery.body, subscription) };
  };

  beforeAll(async () => {
    pushService = await startPushService((path) => (path.startsWith("/gone/") ? 410 : 201));
    server = await startAccountsServer({ MARKET_SOURCE: "scripted" });
    translator = await createTranslator(LOCALES_DIR);
    eurusd = await instrumentId(server, "EURUSD");
    await setPrice(server, "EURUSD", "1.10000");
    const trader = await openTrader(server);
    publicKey = (await dataOf<PushKeyResponse>(await getAs(server, "/api/push/key", trader.token))).public_key;
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });

  it("gives every session the server's one VAPID key, and none without a session", async () => {
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect((await refusal(await getAs(server, "/api/push/key"))).code).toBe(999);
    const other = await openTrader(server);
    expect((await dataOf<PushKeyResponse>(await getAs(server, "/api/push/key", other.token))).public_key).toBe(publicKey);
  });

  it("tells a demo trader in French, signed and encrypted, that a stop loss closed the position", async () => {
    const trader = await openTrader(server);
    const phone = browser();
    await subscribe(trader.token, phone, "fr");
    await setPrice(server, "EURUSD", "1.10000");
    const order = await dataOf<Order>(
      await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, cont: "0.1", type: 1, status: 1, stop_loss_price: "1.09000" }, trader),
    );
    await setPrice(server, "EURUSD", "1.09100");
    await setPrice(server, "EURUSD", "1.08990");

    const { delivery, payload } = await received(phone);
    expect(delivery.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(delivery.headers.ttl)).toBeGreaterThan(0);
    const claims = vapidClaims(delivery.headers.authorization, publicKey);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: "mailto:support@pipwise.local" });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const values = { code: "EUR/USD", lots: "0.1", price: "1,08990" };
    expect(payload).toEqual({
      title: translator.translate("fr", PUSH_MESSAGES.stopLossTitle, values),
      body: expect.stringContaining("1,08990"),
      url: "/order",
      tag: `order-${order.Id}`,
    });
    expect(payload.title).toContain("EUR/USD");
    expect(payload.body).toMatch(/-\d+,\d{2}/);
  });

  it("tells a real user in German that the deposit was credited, in the words of the e-mail", async () => {
    const user = await realUser(server, "push-dep");
    const laptop = browser();
    await subscribe(user.token, laptop, "de");
    const channel: DepositChannel = await channelOf(server, user.token);
    const { id } = await dataOf<{ id: number }>(await depositCoin(server, user.token, channel, "125"));
    const op = await operator(server);
    await dataOf(await post(`/admin/api/deposits/${id}/approve`, {}, op.token));

    const { payload } = await received(laptop);
    const values = { number: quantity("125"), currency: "USDT", credit: usdAmount("125"), remark: "" };
    expect(payload.body).toContain("125,00 USD");
    expect(payload).toEqual({
      title: translator.translate("de", FUNDS_MESSAGES.depositApprovedSubject, values),
      body: translator.translate("de", FUNDS_MESSAGES.depositApprovedBody, values),
      url: "/mine/charge",
      tag: "review-deposit",
    });
    // German, not the English of the source (the deposit catalogs are translated).
    expect(payload.title).not.toBe(translator.translate("en", FUNDS_MESSAGES.depositApprovedSubject, values));
  });

  it("tells a user in Japanese why the identity verification was refused", async () => {
    const user = await realUser(server, "push-kyc");
    const tablet = browser();
    await subscribe(user.token, tablet, "jp");
    await dataOf(await sendRealName(server, user.token));
    const op = await operator(server);
    await dataOf(await post(`/admin/api/identities/${await userIdOf(user.token)}/reject`, { reason: "The photo is blurred" }, op.token));

    const { payload } = await received(tablet);
    expect(payload).toEqual({
      title: translator.translate("jp", IDENTITY_MESSAGES.identityRejectedSubject),
      body: translator.translate("jp", IDENTITY_MESSAGES.identityRejectedBody, { reason: "The photo is blurred" }),
      url: "/mine/auth",
      tag: "review-real-name",
    });
    expect(payload.body).toContain("The photo is blurred");
    expect(payload.title).not.toBe(translator.translate("en", IDENTITY_MESSAGES.identityRejectedSubject));
  });

  it("tells a trader that a stop-out closed the position across a weekend gap", async () => {
    const trader = await openTrader(server);
    const phone = browser();
    await subscribe(trader.token, phone, "en");
    await setPrice(server, "EURUSD", "1.10000");
    const order = await dataOf<Order>(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 500, cont: "90", type: 1, status: 1 }, trader));
    await closeMarket(server, "EURUSD");
    await reopenMarket(server, "EURUSD", "0.98000");

    const { payload } = await received(phone);
    expect(payload).toMatchObject({ title: "Stop-out: EUR/USD position closed", url: "/order", tag: `order-${order.Id}` });
    expect(payload.body).toMatch(/^Your margin level fell below the stop-out level: 90 lots closed at 0\.98000\. Result: -\d{1,3}(,\d{3})*\.\d{2} USD\.$/);
    await setPrice(server, "EURUSD", "1.10000");
  });

  it("tells a stop-out that closed several positions at once in one notification, with their result together", async () => {
    const trader = await openTrader(server);
    const phone = browser();
    await subscribe(trader.token, phone, "en");
    await setPrice(server, "EURUSD", "1.10000");
    for (let i = 0; i < 2; i++) await dataOf(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 500, cont: "45", type: 1, status: 1 }, trader));
    await closeMarket(server, "EURUSD");
    await reopenMarket(server, "EURUSD", "0.98000");

    const { payload } = await received(phone);
    expect(payload).toMatchObject({ title: "Stop-out: 2 positions closed", url: "/order" });
    expect(payload.tag).toMatch(/^stop-out-\d+$/);
    expect(payload.body).toMatch(/^Your margin level fell below the stop-out level: 2 positions closed\. Result: -\d{1,3}(,\d{3})*\.\d{2} USD\.$/);
    await setPrice(server, "EURUSD", "1.10000");
  });

  it("stops notifying a browser once the session that subscribed it has ended, whoever uses it next", async () => {
    const first = await realUser(server, "push-logout");
    const email = (await server.server.accounts.sessions.find(first.token))!.user.email!;
    const second = await dataOf<LoginResponse>(await postForm(server, "/api/user/loginForU", { account: email, password: LIMITS_PASSWORD, login_type: 1 }));
    const [sharedPhone, ownLaptop] = [browser(), browser()];
    await subscribe(first.token, sharedPhone, "en");
    await subscribe(second.token, ownLaptop, "en");
    await dataOf(await post("/api/user/logout", {}, first.token));

    await dataOf(await sendRealName(server, second.token));
    const op = await operator(server);
    await dataOf(await post(`/admin/api/identities/${await userIdOf(second.token)}/approve`, {}, op.token));
    expect((await received(ownLaptop)).payload.tag).toBe("review-real-name");
    await server.server.push.idle();
    expect(pushService.sentTo(new URL(sharedPhone.json.endpoint).pathname)).toBe(false);
  });

  it("refuses a browser another account's live session subscribed, and hands it over once that session has ended", async () => {
    const [owner, other] = [await openTrader(server), await openTrader(server)];
    const phone = browser();
    await subscribe(owner.token, phone, "en");
    const taken = await refusal(await post("/api/push/subscribe", phone.json, other.token));
    expect([taken.status, taken.code, taken.msg]).toEqual([409, 409, "This browser gets another account's notifications; log out of that account on it first"]);
    expect((await rowsOf(await userIdOf(owner.token))).map((row) => row.endpoint)).toEqual([phone.json.endpoint]);

    await dataOf(await post("/api/user/logout", {}, owner.token));
    await subscribe(other.token, phone, "en");
    expect((await rowsOf(await userIdOf(other.token))).map((row) => row.endpoint)).toEqual([phone.json.endpoint]);
  });

  it("forgets a subscription the push service answers 410 for, and still notifies the user's other browser", async () => {
    const trader = await openTrader(server);
    const [forgotten, kept] = [browser("gone"), browser()];
    await subscribe(trader.token, forgotten, "en");
    await subscribe(trader.token, kept, "en");
    await setPrice(server, "EURUSD", "1.10000");
    await dataOf(await trade(server, "/v1/api/forex/submit", { forex_id: eurusd, multiple: 100, cont: "0.1", type: 1, status: 1, target_profit_price: "1.10500" }, trader));
    await setPrice(server, "EURUSD", "1.10600");

    expect((await received(kept)).payload.title).toBe("Take profit: EUR/USD position closed");
    await received(forgotten);
    const userId = await userIdOf(trader.token);
    await vi.waitFor(async () => expect((await rowsOf(userId)).map((row) => row.endpoint)).toEqual([kept.json.endpoint]));
  });

  it("refuses a malformed subscription with a clear message and stores nothing", async () => {
    const trader = await openTrader(server);
    const good = browser().json;
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: "http://push.example.com/x" }, translator.translate("en", PUSH_MESSAGES.endpointInvalid)],
      [{ ...good, endpoint: "not a url" }, translator.translate("en", PUSH_MESSAGES.endpointInvalid)],
      [{ ...good, endpoint: "javascript:alert(1)" }, translator.translate("en", PUSH_MESSAGES.endpointInvalid)],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, translator.translate("en", PUSH_MESSAGES.keyInvalid)],
      [{ ...good, keys: { ...good.keys, p256dh: "!".repeat(87) } }, translator.translate("en", PUSH_MESSAGES.keyInvalid)],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(32).toString("base64url") } }, translator.translate("en", PUSH_MESSAGES.authInvalid)],
    ];
    for (const [body, message] of cases) {
      const answer = await refusal(await post("/api/push/subscribe", body, trader.token));
      expect([answer.status, answer.msg]).toEqual([400, message]);
    }
    expect((await refusal(await post("/api/push/subscribe", { endpoint: good.endpoint }, trader.token))).status).toBe(400);
    expect((await refusal(await server.call("/api/push/subscribe", { method: "POST", body: JSON.stringify(good), headers: { "content-type": "application/json" } }))).code).toBe(999);
    expect(await rowsOf(await userIdOf(trader.token))).toEqual([]);
  });

  it("refuses NUL, Infinity, arrays and 1 MB anywhere in a subscription with a 400 that says what is wrong, and stores nothing", async () => {
    const trader = await openTrader(server);
    const good = browser().json;
    // As JSON text, so that 1e309 (Infinity once parsed) reaches the server as sent.
    const hostile = [JSON.stringify("with\u0000nul"), "1e309", "-1e309", '["a","b"]', JSON.stringify("x".repeat(1_000_000)), "null", "{}", "true"];
    const bodies = hostile.flatMap((value) => [
      JSON.stringify({ ...good, endpoint: "@" }).replace('"@"', value),
      JSON.stringify({ ...good, keys: { ...good.keys, p256dh: "@" } }).replace('"@"', value),
      JSON.stringify({ ...good, keys: { ...good.keys, auth: "@" } }).replace('"@"', value),
      JSON.stringify({ ...good, keys: "@" }).replace('"@"', value),
      value,
    ]);
    const send = (path: string, body: string) =>
      server.call(path, { method: "POST", body, headers: { "content-type": "application/json", authorization: trader.token } });
    for (const body of bodies) {
      const answer = await refusal(await send("/api/push/subscribe", body));
      expect([answer.status, answer.msg], body.slice(0, 80)).toEqual([400, expect.stringMatching(/^[^?]+$/)]);
      // Unsubscribing reads the endpoint alone.
      if (body.includes(good.endpoint)) continue;
      const gone = await refusal(await send("/api/push/unsubscribe", body));
      expect([gone.status, gone.msg], body.slice(0, 80)).toEqual([400, expect.stringMatching(/^[^?]+$/)]);
    }
    expect(await rowsOf(await userIdOf(trader.token))).toEqual([]);
  });

  it("unsubscribes only the caller's own browser", async () => {
    const [owner, stranger] = [await openTrader(server), await openTrader(server)];
    const phone = browser();
    await subscribe(owner.token, phone, "en");
    const ownerId = await userIdOf(owner.token);

    await dataOf(await post("/api/push/unsubscribe", { endpoint: phone.json.endpoint }, stranger.token));
    expect(await rowsOf(ownerId)).toHaveLength(1);
    await dataOf(await post("/api/push/unsubscribe", { endpoint: phone.json.endpoint }, owner.token));
    expect(await rowsOf(ownerId)).toEqual([]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER} browsers per user under 100 concurrent subscribes`, () => pushCapAtOnce(server));

  it(`keeps the language of the latest subscribe and at most ${PUSH_SUBSCRIPTIONS_PER_USER} browsers per user, dropping the oldest`, async () => {
    const trader = await openTrader(server);
    const userId = await userIdOf(trader.token);
    const first = browser();
    await subscribe(trader.token, first, "en");
    await subscribe(trader.token, first, "jp");
    expect((await rowsOf(userId)).map((row) => row.lang)).toEqual(["jp"]);

    const more = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER }, () => browser());
    for (const next of more) await subscribe(trader.token, next, "en");
    const endpoints = (await rowsOf(userId)).map((row) => row.endpoint).sort();
    expect(endpoints).toEqual(more.map((next) => next.json.endpoint).sort());
  });
});
