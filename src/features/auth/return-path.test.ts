import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path.ts";

const ORIGIN = "https://app.pipwise.test";

describe("where login returns to", () => {
  it("returns to the page that asked for a login, with its query", () => {
    expect(returnPath("/order", ORIGIN)).toBe("/order");
    expect(returnPath("/mine/withdraw-way?type=2", ORIGIN)).toBe("/mine/withdraw-way?type=2");
  });

  it("goes home when there is no from", () => {
    expect(returnPath(undefined, ORIGIN)).toBe("/");
  });

  it("goes home instead of following a link to another site", () => {
    expect(returnPath("https://evil.test/order", ORIGIN)).toBe("/");
    expect(returnPath("//evil.test", ORIGIN)).toBe("/");
    expect(returnPath("javascript:alert(1)", ORIGIN)).toBe("/");
  });

  it("never loops back to the login page", () => {
    expect(returnPath("/login?from=/order", ORIGIN)).toBe("/");
  });
});
