import type { PushPayload } from "#domain/push.ts";

/** Where one browser takes its messages: the push service's endpoint and the keys to encrypt to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** "gone": the push service no longer knows the subscription (404/410), so it should be forgotten. */
export type PushOutcome = "sent" | "gone";

/**
 * Delivers one message to one browser. Swappable: the web-push one signs with VAPID and encrypts
 * (RFC 8291, aes128gcm); a test or another deployment may put its own behind the same interface.
 * Rejects on any other failure (the service down, a 4xx/5xx other than gone).
 */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
