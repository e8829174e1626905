import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache.ts";

const login = { sessionId: 7, userId: 3, parentSessionId: null };
const farExpiry = new Date(10_000_000);

function cacheAt(start = 1_000) {
  let at = start;
  const cache = createSessionCache(5_000, () => at);
  return { cache, move: (ms: number) => (at += ms) };
}

describe("the session cache", () => {
  it("keeps a login for its few seconds, and never past the session's expiry", () => {
    const { cache, move } = cacheAt();
    cache.put("a", login, farExpiry);
    cache.put("b", { ...login, sessionId: 8 }, new Date(3_000));
    move(2_500);
    expect(cache.get("a")).toEqual(login);
    expect(cache.get("b")).toBeUndefined();
    move(2_500);
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops a revoked session at once and does not take it back for a while", () => {
    const { cache, move } = cacheAt();
    cache.put("a", login, farExpiry);
    cache.forget([7]);
    expect(cache.get("a")).toBeUndefined();
    cache.put("a", login, farExpiry);
    expect(cache.get("a")).toBeUndefined();
    move(5_000);
    cache.put("a", login, farExpiry);
    expect(cache.get("a")).toEqual(login);
  });

  it("drops everything when revocations may have been missed", () => {
    const { cache } = cacheAt();
    cache.put("a", login, farExpiry);
    cache.put("b", { ...login, sessionId: 8 }, farExpiry);
    cache.clear();
    expect([cache.get("a"), cache.get("b")]).toEqual([undefined, undefined]);
  });
});
