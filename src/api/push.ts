import type { PushKeyResponse, PushSubscribeRequest, PushUnsubscribeRequest } from "../domain/contract/push.ts";
import { isEnvelope, type Envelope } from "../domain/envelope.ts";
import { buildHeaders, request, settleCall } from "./client.ts";
import { NetworkError } from "./errors.ts";

const TIMEOUT_MS = 20_000;

/** These calls carry the browser's PushSubscription JSON as it is (nested keys), so they post JSON, not a form. */
function postJson<T>(path: string, body: PushSubscribeRequest | PushUnsubscribeRequest, silent: boolean): Promise<T> {
  return settleCall<T>(path, { silent }, async () => {
    let response: Response;
    try {
      response = await fetch(path, {
        method: "POST",
        headers: buildHeaders({ "content-type": "application/json" }),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new NetworkError(error instanceof DOMException && error.name === "TimeoutError" ? "ERR_TIMEOUT" : "ERR_NETWORK", error);
    }
    const envelope: unknown = await response.json().catch(() => undefined);
    if (!isEnvelope(envelope)) throw new NetworkError(response.ok ? "ERR_BAD_RESPONSE" : `HTTP ${response.status}`);
    return envelope as Envelope;
  });
}

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export async function pushKey(): Promise<string> {
  return (await request<PushKeyResponse>("/api/push/key")).public_key;
}

/** Hands this browser's subscription to the server, in the current language; `silent` when the user did not ask (a re-sync). */
export function savePushSubscription(subscription: PushSubscriptionJSON, silent = false): Promise<void> {
  const { endpoint = "", keys = {} } = subscription;
  const body: PushSubscribeRequest = { endpoint, keys: { p256dh: keys.p256dh ?? "", auth: keys.auth ?? "" } };
  return postJson<void>("/api/push/subscribe", body, silent);
}

export function forgetPushSubscription(endpoint: string): Promise<void> {
  return postJson<void>("/api/push/unsubscribe", { endpoint }, true);
}
