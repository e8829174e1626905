import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** Used when FACTOR_SECRET_KEY is unset (development and tests): production sets its own key. */
const DEVELOPMENT_KEY = createHash("sha256").update("pipwise development factor key").digest();

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * AES-256-GCM with a random 96-bit nonce per secret, written as `nonce.ciphertext.tag` in
 * base64url: the authenticator secrets are unreadable without the server's key, and a sealed value
 * altered in the database fails to open instead of giving another secret.
 */
export function createSecretBox(keyBase64url: string | undefined): SecretBox {
  const key = keyBase64url ? Buffer.from(keyBase64url, "base64url") : DEVELOPMENT_KEY;
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [nonce, sealed, cipher.getAuthTag()].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed) {
      const [nonce, body, tag] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      const decipher = createDecipheriv("aes-256-gcm", key, nonce!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString("utf8");
    },
  };
}
