import { createHash, randomBytes, randomInt } from "node:crypto";

/** 256 random bits, URL-safe: the session token handed to the client. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A 43-character base64url string, the only shape newSessionToken makes. */
export function isTokenShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** `length` characters drawn uniformly from `alphabet` with a cryptographic generator. */
export function randomString(alphabet: string, length: number): string {
  let text = "";
  for (let i = 0; i < length; i++) text += alphabet[randomInt(alphabet.length)];
  return text;
}
