import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { PushPayload } from "#domain/push.ts";

/** One message a push service received: where to, its headers and its encrypted body. */
export interface PushDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1: it takes every POST, answers 201 (or what `answer` says for that
 * path, e.g. 410 for a subscription it forgot), and hands the deliveries to whoever waits for them.
 */
export async function startPushService(answer: (path: string) => number = () => 201) {
  const received: PushDelivery[] = [];
  const waiting = new Set<{ match: (delivery: PushDelivery) => boolean; resolve: (delivery: PushDelivery) => void }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const delivery = { path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) };
      received.push(delivery);
      for (const waiter of waiting) {
        if (!waiter.match(delivery)) continue;
        waiting.delete(waiter);
        waiter.resolve(delivery);
      }
      response.writeHead(request.method === "POST" ? answer(delivery.path) : 405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** The first delivery to `path`, already received or still to come. */
    deliveryTo(path: string): Promise<PushDelivery> {
      const match = (delivery: PushDelivery) => delivery.path === path;
      const seen = received.find(match);
      return seen ? Promise.resolve(seen) : new Promise((resolve) => waiting.add({ match, resolve }));
    },
    /** Whether anything was delivered to `path` so far. */
    sentTo: (path: string): boolean => received.some((delivery) => delivery.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret, and its PushSubscription JSON. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    json: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") } },
  };
}

export type BrowserSubscription = ReturnType<typeof browserSubscription>;

/** Decrypts an aes128gcm Web Push message (RFC 8291 over RFC 8188) as the browser would, with its own key and auth secret. */
export function decryptPush(body: Buffer, browser: BrowserSubscription): PushPayload {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const sharedSecret = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return JSON.parse(padded.subarray(0, end).toString("utf8")) as PushPayload;
}

/** Checks the VAPID Authorization header (RFC 8292): signed by `publicKey` with ES256, for the endpoint's origin. Returns the JWT claims. */
export function vapidClaims(authorization: string | undefined, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error(`signed with another key: ${key}`);
  const [header, claims, signature] = token!.split(".") as [string, string, string];
  const point = Buffer.from(publicKey, "base64url");
  const jwk = { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") };
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!signed) throw new Error("the VAPID signature does not verify");
  return JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud: string; exp: number; sub: string };
}
