import { describe, expect, it } from "vitest";
import { isSameKey, keyBytes } from "./push-key.ts";

describe("the push key", () => {
  it("decodes unpadded base64url into bytes", () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const text = Buffer.from(raw).toString("base64url");
    expect(text).not.toContain("=");
    expect(Array.from(keyBytes(text))).toEqual(Array.from(raw));
  });

  it("tells a subscription made with another key from one made with this key", () => {
    const key = keyBytes(Buffer.from([4, 1, 2, 3]).toString("base64url"));
    expect(isSameKey(new Uint8Array([4, 1, 2, 3]).buffer, key)).toBe(true);
    expect(isSameKey(new Uint8Array([4, 1, 2, 9]).buffer, key)).toBe(false);
    expect(isSameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(false);
    expect(isSameKey(null, key)).toBe(false);
  });
});
