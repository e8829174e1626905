import type { PushSubscribeRequest } from "#domain/contract/push.ts";
import { PUSH_ROUTES } from "#domain/contract/routes/push.ts";
import { call } from "./client.ts";

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export async function pushKey(): Promise<string> {
  return (await call(PUSH_ROUTES.key, {})).public_key;
}

/** Hands this browser's subscription to the server, in the current language; `silent` when the user did not ask (a re-sync). */
export async function savePushSubscription(subscription: PushSubscriptionJSON, silent = false): Promise<void> {
  const { endpoint = "", keys = {} } = subscription;
  const body: PushSubscribeRequest = { endpoint, keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } };
  await call(PUSH_ROUTES.subscribe, body, { asJson: true, silent });
}

export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await call(PUSH_ROUTES.unsubscribe, { endpoint }, { asJson: true, silent: true });
}
