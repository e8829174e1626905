import { describe, expect, it } from "vitest";
import { positiveInt, text, withdrawWayType } from "./search-params.ts";

describe("query parameter readers", () => {
  it("reads an instrument id from a number or a digit string", () => {
    expect(positiveInt(12)).toBe(12);
    expect(positiveInt("12")).toBe(12);
  });

  it("drops ids that are not positive whole numbers", () => {
    expect(positiveInt("-1")).toBeUndefined();
    expect(positiveInt(0)).toBeUndefined();
    expect(positiveInt("1.5")).toBeUndefined();
    expect(positiveInt("abc")).toBeUndefined();
  });

  it("keeps an invite code that looks like a number as text", () => {
    expect(text(123456)).toBe("123456");
    expect(text("  ")).toBeUndefined();
  });

  it("opens the crypto address way unless bank is asked for", () => {
    expect(withdrawWayType(undefined)).toBe(1);
    expect(withdrawWayType("2")).toBe(2);
    expect(withdrawWayType(9)).toBe(1);
  });
});
