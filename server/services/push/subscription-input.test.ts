import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DomainError } from "#server/platform/domain-error.ts";
import { PUSH_MESSAGES } from "#server/i18n/push-messages.ts";
import { checkSubscription } from "./subscription-input.ts";

const ecdh = createECDH("prime256v1");
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
const endpoint = "https://fcm.googleapis.com/fcm/send/abc:def";

function refusalOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.descriptor.id;
    throw error;
  }
  return undefined;
}

describe("checkSubscription", () => {
  it("keeps an https endpoint as sent and the keys unpadded, padded or not", () => {
    const padded = { p256dh: Buffer.from(keys.p256dh, "base64url").toString("base64").replace(/\+/g, "-").replace(/\//g, "_"), auth: `${keys.auth}==` };
    expect(checkSubscription({ endpoint, keys: padded }, false)).toEqual({ endpoint, ...keys });
  });

  it.each([
    ["http://push.example.com/x", false],
    ["http://127.0.0.1:9999/x", false],
    ["ftp://push.example.com/x", true],
    ["https://user:pw@push.example.com/x", true],
    ["no url", true],
  ])("refuses the endpoint %s (loopback allowed: %s)", (url, allowLoopback) => {
    expect(refusalOf(() => checkSubscription({ endpoint: url, keys }, allowLoopback))).toBe(PUSH_MESSAGES.endpointInvalid.id);
  });

  it("takes plain http only to this machine, and only when allowed", () => {
    expect(checkSubscription({ endpoint: "http://127.0.0.1:9999/x", keys }, true).endpoint).toBe("http://127.0.0.1:9999/x");
    expect(checkSubscription({ endpoint: "http://localhost:9999/x", keys }, true).endpoint).toBe("http://localhost:9999/x");
  });

  it("refuses keys of the wrong size or alphabet, or a compressed point", () => {
    const compressed = ecdh.getPublicKey(null, "compressed").toString("base64url");
    for (const p256dh of [keys.p256dh.slice(1), `${keys.p256dh}AA`, keys.p256dh.replace(/.$/, "+"), compressed]) {
      expect(refusalOf(() => checkSubscription({ endpoint, keys: { ...keys, p256dh } }, false))).toBe(PUSH_MESSAGES.keyInvalid.id);
    }
    for (const auth of [randomBytes(15).toString("base64url"), randomBytes(32).toString("base64url"), "a b"]) {
      expect(refusalOf(() => checkSubscription({ endpoint, keys: { ...keys, auth } }, false))).toBe(PUSH_MESSAGES.authInvalid.id);
    }
  });
});
