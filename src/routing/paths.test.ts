import { describe, expect, it } from "vitest";
import { paths, safeFrom } from "./paths.ts";

const ORIGIN = "https://app.pipwise.test";

describe("safeFrom", () => {
  it("keeps a same-site path with its query", () => {
    expect(safeFrom("/order?tab=3", ORIGIN)).toBe("/order?tab=3");
  });

  it("rejects links to other sites", () => {
    expect(safeFrom("https://evil.test/order", ORIGIN)).toBeNull();
    expect(safeFrom("//evil.test/order", ORIGIN)).toBeNull();
    expect(safeFrom("/\\evil.test", ORIGIN)).toBeNull();
  });

  it("rejects script and relative values", () => {
    expect(safeFrom("javascript:alert(1)", ORIGIN)).toBeNull();
    expect(safeFrom("order", ORIGIN)).toBeNull();
    expect(safeFrom(42, ORIGIN)).toBeNull();
  });

  it("never sends the user back to the login page", () => {
    expect(safeFrom("/login?from=/order", ORIGIN)).toBeNull();
    expect(safeFrom("/register?from=/order", ORIGIN)).toBeNull();
    expect(safeFrom("/forgot", ORIGIN)).toBeNull();
  });

  it("normalises dot segments before deciding", () => {
    expect(safeFrom("/mine/../user", ORIGIN)).toBe("/user");
  });
});

describe("paths.login", () => {
  it("carries the wanted page in from", () => {
    expect(paths.login("/mine/charge", ORIGIN)).toBe("/login?from=%2Fmine%2Fcharge");
  });

  it("drops an unsafe from", () => {
    expect(paths.login("https://evil.test", ORIGIN)).toBe("/login");
    expect(paths.login(undefined, ORIGIN)).toBe("/login");
  });
});

describe("paths.trade", () => {
  it("opens a chosen instrument by id", () => {
    expect(paths.trade(7)).toBe("/trade?id=7");
    expect(paths.trade()).toBe("/trade");
  });
});
