import type { PushKeyResponse, PushSubscribeRequest, PushUnsubscribeRequest } from "../domain/contract/push.ts";
import { request } from "./client.ts";

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export async function pushKey(): Promise<string> {
  return (await request<PushKeyResponse>("/api/push/key")).public_key;
}

/** Hands this browser's subscription to the server, in the current language; `silent` when the user did not ask (a re-sync). */
export function savePushSubscription(subscription: PushSubscriptionJSON, silent = false): Promise<void> {
  const { endpoint = "", keys = {} } = subscription;
  const body: PushSubscribeRequest = { endpoint, keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } };
  return request<void>("/api/push/subscribe", { method: "POST", json: body, silent });
}

export function forgetPushSubscription(endpoint: string): Promise<void> {
  const body: PushUnsubscribeRequest = { endpoint };
  return request<void>("/api/push/unsubscribe", { method: "POST", json: body, silent: true });
}
