import type { PushSubscribeRequest } from "#domain/contract/push.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import { DomainError } from "#server/platform/domain-error.ts";

export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Browsers send base64url without padding; some libraries pad. Returns the bytes, or null when it is not base64url. */
function base64urlBytes(text: string): Buffer | null {
  const unpadded = text.replace(/={1,2}$/, "");
  if (!/^[A-Za-z0-9_-]+$/.test(unpadded)) return null;
  return Buffer.from(unpadded, "base64url");
}

function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && (url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]");
}

/**
 * Checks what a browser sent before anything is stored: the endpoint is an https:// URL (plain
 * http only to this machine, and only when `allowLoopback`, which the tests' local push service
 * needs), p256dh an uncompressed P-256 point (65 bytes, 0x04 first) and auth 16 bytes. Returns the
 * keys unpadded, as web-push wants them.
 */
export function checkSubscription(input: PushSubscribeRequest, allowLoopback: boolean): SubscriptionKeys {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    throw new DomainError("invalid", PUSH_MESSAGES.endpointInvalid);
  }
  const allowed = (url.protocol === "https:" || (allowLoopback && isLoopback(url))) && url.username === "" && url.password === "";
  if (!allowed) throw new DomainError("invalid", PUSH_MESSAGES.endpointInvalid);
  const point = base64urlBytes(input.keys.p256dh);
  if (!point || point.length !== 65 || point[0] !== 0x04) throw new DomainError("invalid", PUSH_MESSAGES.keyInvalid);
  const auth = base64urlBytes(input.keys.auth);
  if (!auth || auth.length !== 16) throw new DomainError("invalid", PUSH_MESSAGES.authInvalid);
  return { endpoint: input.endpoint, p256dh: point.toString("base64url"), auth: auth.toString("base64url") };
}
