import { expect, type APIRequestContext } from "@playwright/test";
import type { LoginResponse } from "#domain/contract/accounts.ts";
import { browserSubscription, type PushService } from "#tests/server/helpers/push-service.ts";

/** This browser's push subscription, as the user centre's card would hand it over, at the local push service. */
export async function subscribeBrowser(request: APIRequestContext, pushService: PushService, session: LoginResponse, lang: string) {
  const browser = browserSubscription(`${pushService.origin}/e2e-push/${crypto.randomUUID()}`);
  const answer = await request.post("/api/push/subscribe", { data: browser.json, headers: { authorization: session.token, lang } });
  expect(((await answer.json()) as { code: number }).code).toBe(1);
  return browser;
}
