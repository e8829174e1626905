import webpush from "web-push";
import type { PushSender } from "./push-sender.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** A stale notification is worse than none: a push service drops it when the browser stays offline this long. */
const TIME_TO_LIVE_SECONDS = 12 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Signs (VAPID) and encrypts (aes128gcm) with web-push, and posts with fetch: web-push's own
 * request speaks only https, and the tests' local push service is plain http on 127.0.0.1.
 */
export function createWebPushSender(keys: VapidKeys, fetchImpl: typeof fetch = fetch): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: "aes128gcm" },
      );
      const response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) throw new Error(`the push service answered ${response.status}`);
      return "sent";
    },
  };
}
