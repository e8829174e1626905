import { describe, expect, it } from "vitest";
import { endOfTradingDay, EXPIRY_AT, EXPIRY_GTC, EXPIRY_TODAY, expiryOf } from "./expiry.ts";

const now = Date.parse("2026-03-06T12:34:56Z");

describe("when a pending order expires", () => {
  it("ends the trading day at the next 00:00 UTC", () => {
    expect(new Date(endOfTradingDay(now)).toISOString()).toBe("2026-03-07T00:00:00.000Z");
    expect(new Date(endOfTradingDay(Date.parse("2026-03-06T00:00:00Z"))).toISOString()).toBe("2026-03-07T00:00:00.000Z");
  });

  it("waits for ever when good till cancelled, till the day's end for today, till the instant given", () => {
    expect(expiryOf(EXPIRY_GTC, undefined, now)).toEqual({ expiresAt: null });
    expect(expiryOf(EXPIRY_TODAY, undefined, now)).toEqual({ expiresAt: Date.parse("2026-03-07T00:00:00Z") });
    expect(expiryOf(EXPIRY_AT, now + 5_000, now)).toEqual({ expiresAt: now + 5_000 });
  });

  it("refuses a date and time that is missing or not in the future", () => {
    expect(expiryOf(EXPIRY_AT, undefined, now)).toEqual({ problem: "expiry-missing" });
    expect(expiryOf(EXPIRY_AT, now, now)).toEqual({ problem: "expiry-past" });
  });
});
