import { describe, expect, it } from "vitest";
import { statementSpan } from "./period.ts";

const NOW = Date.parse("2026-11-27T20:30:00Z");

describe("a statement's period", () => {
  it("is today in the user's zone, which may already be tomorrow in UTC", () => {
    expect(statementSpan({ period: "today", tz: "Asia/Tokyo" }, NOW)).toMatchObject({
      start: new Date("2026-11-27T15:00:00Z"),
      end: new Date("2026-11-28T15:00:00Z"),
      firstDay: { year: 2026, month: 11, day: 28 },
    });
  });

  it("takes the last seven or thirty days with today", () => {
    const week = statementSpan({ period: "7d", tz: "UTC" }, NOW);
    expect(week).toMatchObject({ start: new Date("2026-11-21T00:00:00Z"), end: new Date("2026-11-28T00:00:00Z") });
    expect(statementSpan({ period: "30d", tz: "UTC" }, NOW)).toMatchObject({ start: new Date("2026-10-29T00:00:00Z") });
  });

  it("starts a custom range at local midnight across a daylight-saving change", () => {
    // Paris leaves summer time on 25 October 2026: the range is 24 + 25 hours long.
    const span = statementSpan({ period: "custom", from: "2026-10-24", to: "2026-10-25", tz: "Europe/Paris" }, NOW);
    expect(span).toMatchObject({ start: new Date("2026-10-23T22:00:00Z"), end: new Date("2026-10-25T23:00:00Z") });
  });

  it.each([
    [{ period: "custom", from: "2026-11-20", to: "2026-11-01", tz: "UTC" }, "reversed"],
    [{ period: "custom", from: "2025-01-01", to: "2026-01-02", tz: "UTC" }, "too-long"],
    [{ period: "custom", from: "2026-02-29", to: "2026-03-01", tz: "UTC" }, "bad-day"],
    [{ period: "custom", tz: "UTC" }, "bad-day"],
    [{ period: "7d", tz: "Nowhere/Atlantis" }, "bad-zone"],
  ] as const)("refuses %j as %s", (choice, problem) => {
    expect(statementSpan(choice, NOW)).toBe(problem);
  });

  it("allows a range of a whole leap year", () => {
    expect(statementSpan({ period: "custom", from: "2028-01-01", to: "2028-12-31", tz: "UTC" }, NOW)).toMatchObject({ lastDay: { year: 2028, month: 12, day: 31 } });
  });
});
