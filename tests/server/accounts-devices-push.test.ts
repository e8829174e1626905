import { afterAll, beforeAll, expect, it } from "vitest";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { DEVICE_MESSAGES } from "#server/i18n/device-messages.ts";
import { createTranslator } from "#server/i18n/translator.ts";
import { LOCALES_DIR } from "#server/paths.ts";
import { postForm, registerByEmail, startAccountsServer } from "./helpers/accounts.ts";
import { dataOf } from "./helpers/envelope.ts";
import { browserSubscription, decryptPush, startPushService, type PushService } from "./helpers/push-service.ts";
import type { TestServer } from "./helpers/test-server.ts";

const PASSWORD = "Harbour-tulip-42";
let server: TestServer;
let pushService: PushService;

beforeAll(async () => {
  pushService = await startPushService();
  server = await startAccountsServer();
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

it("pushes a login from a new browser to the user's browsers in the language each subscribed in, opening the sessions page", async () => {
  const { token } = await registerByEmail(server, "push-login@example.com", PASSWORD);
  const tablet = browserSubscription(`${pushService.origin}/ok/tablet`);
  const body = JSON.stringify(tablet.json);
  await dataOf(await server.call("/api/push/subscribe", { method: "POST", body, lang: "jp", headers: { "content-type": "application/json", authorization: token } }));

  await dataOf<LoginResponse>(await postForm(server, "/api/user/loginForU", { account: "push-login@example.com", password: PASSWORD, login_type: 1 }));

  const payload = decryptPush((await pushService.deliveryTo("/ok/tablet")).body, tablet);
  const translator = await createTranslator(LOCALES_DIR);
  expect(payload).toMatchObject({ title: translator.translate("jp", DEVICE_MESSAGES.newLoginSubject), url: "/mine/sessions", tag: "new-login" });
  expect(payload.title).not.toBe(translator.translate("en", DEVICE_MESSAGES.newLoginSubject));
});
