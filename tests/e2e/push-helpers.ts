import { expect, test, type APIRequestContext } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { browserSubscription, startPushService, type PushService } from "#tests/server/helpers/push-service.ts";
import { SCRIPTED_URL, startScriptedMarket, stopScriptedMarket } from "../support/scripted-market.ts";

/** Runs the spec's tests on the scripted market with a local push service; the service, once started. */
export function onScriptedMarketWithPush(): () => PushService {
  let pushService: PushService | undefined;
  test.use({ baseURL: SCRIPTED_URL });
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    pushService = await startPushService();
    await startScriptedMarket();
  });
  test.afterAll(async () => {
    await stopScriptedMarket();
    await pushService?.close();
  });
  return () => pushService!;
}

/** This browser's push subscription, as the user centre's card would hand it over, at the local push service. */
export async function subscribeBrowser(request: APIRequestContext, pushService: PushService, session: LoginResponse, lang: string) {
  const browser = browserSubscription(`${pushService.origin}/e2e-push/${crypto.randomUUID()}`);
  const answer = await request.post("/api/push/subscribe", { data: browser.json, headers: { authorization: session.token, lang } });
  expect(((await answer.json()) as { code: number }).code).toBe(1);
  return browser;
}
