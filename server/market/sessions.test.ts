import { describe, expect, it } from "vitest";
import type { SessionKind } from "#domain/instrument.ts";
import { createSessionClock, isMarketOpen, tradingMinutesPerDay } from "./sessions.ts";

const open = true;
const closed = false;

describe("real trading sessions", () => {
  it.each<[SessionKind, string, boolean, string]>([
    // FX: Sunday 22:00 to Friday 22:00 UTC
    ["fx", "2024-03-06T12:00:00Z", open, "Wednesday noon"],
    ["fx", "2024-03-08T21:59:59Z", open, "Friday, last second"],
    ["fx", "2024-03-08T22:00:00Z", closed, "Friday 22:00"],
    ["fx", "2024-03-09T12:00:00Z", closed, "Saturday"],
    ["fx", "2024-03-10T21:59:59Z", closed, "Sunday before the open"],
    ["fx", "2024-03-10T22:00:00Z", open, "Sunday 22:00"],
    ["fx", "2024-03-11T23:30:00Z", open, "Monday night (no daily break)"],
    // Crypto never closes
    ["crypto", "2024-03-09T12:00:00Z", open, "Saturday"],
    ["crypto", "2024-03-10T03:00:00Z", open, "Sunday night"],
    // Metals and energy: CME Globex, daily break 22:00–23:00 UTC
    ["metals", "2024-03-10T22:30:00Z", closed, "Sunday before the open"],
    ["metals", "2024-03-10T23:00:00Z", open, "Sunday 23:00"],
    ["metals", "2024-03-11T21:59:00Z", open, "Monday before the break"],
    ["metals", "2024-03-11T22:00:00Z", closed, "Monday daily break"],
    ["metals", "2024-03-11T22:59:59Z", closed, "Monday break, last second"],
    ["metals", "2024-03-11T23:00:00Z", open, "Monday after the break"],
    ["energy", "2024-03-08T21:59:00Z", open, "Friday before the close"],
    ["energy", "2024-03-08T22:00:00Z", closed, "Friday close"],
    ["energy", "2024-03-09T23:30:00Z", closed, "Saturday night"],
    // NYSE 09:30–16:00 New York: 14:30–21:00 UTC in winter (EST), 13:30–20:00 UTC in summer (EDT)
    ["us_equity", "2024-01-08T14:29:00Z", closed, "winter, 09:29 EST"],
    ["us_equity", "2024-01-08T14:30:00Z", open, "winter, 09:30 EST"],
    ["us_equity", "2024-01-08T20:59:00Z", open, "winter, 15:59 EST"],
    ["us_equity", "2024-01-08T21:00:00Z", closed, "winter, 16:00 EST"],
    ["us_equity", "2024-03-08T13:30:00Z", closed, "Friday before US DST, 08:30 EST"],
    ["us_equity", "2024-03-11T13:30:00Z", open, "Monday after US DST, 09:30 EDT"],
    ["us_equity", "2024-03-11T13:29:00Z", closed, "Monday after US DST, 09:29 EDT"],
    ["us_equity", "2024-07-08T19:59:00Z", open, "summer, 15:59 EDT"],
    ["us_equity", "2024-07-08T20:00:00Z", closed, "summer, 16:00 EDT"],
    ["us_equity", "2024-11-01T13:30:00Z", open, "Friday before DST ends, 09:30 EDT"],
    ["us_equity", "2024-11-04T13:30:00Z", closed, "Monday after DST ends, 08:30 EST"],
    ["us_equity", "2024-11-04T14:30:00Z", open, "Monday after DST ends, 09:30 EST"],
    ["us_equity", "2024-07-06T15:00:00Z", closed, "Saturday"],
    // Xetra 08:00–16:30 Berlin: 07:00–15:30 UTC in CET, 06:00–14:30 UTC in CEST
    ["eu_equity", "2024-03-28T06:59:00Z", closed, "07:59 CET"],
    ["eu_equity", "2024-03-28T07:00:00Z", open, "08:00 CET"],
    ["eu_equity", "2024-03-28T15:29:00Z", open, "16:29 CET"],
    ["eu_equity", "2024-03-28T15:30:00Z", closed, "16:30 CET"],
    ["eu_equity", "2024-04-02T05:59:00Z", closed, "after EU DST, 07:59 CEST"],
    ["eu_equity", "2024-04-02T06:00:00Z", open, "after EU DST, 08:00 CEST"],
    ["eu_equity", "2024-04-02T14:30:00Z", closed, "after EU DST, 16:30 CEST"],
    ["eu_equity", "2024-10-28T06:30:00Z", closed, "after EU DST ends, 07:30 CET"],
    ["eu_equity", "2024-10-28T07:00:00Z", open, "after EU DST ends, 08:00 CET"],
    ["eu_equity", "2024-03-30T10:00:00Z", closed, "Saturday"],
    // Tokyo 09:00–11:30 and 12:30–15:30 JST (UTC+9, no DST)
    ["asia_equity", "2024-03-10T23:59:00Z", closed, "Monday 08:59 JST (still Sunday in UTC)"],
    ["asia_equity", "2024-03-11T00:00:00Z", open, "Monday 09:00 JST"],
    ["asia_equity", "2024-03-11T02:29:00Z", open, "11:29 JST"],
    ["asia_equity", "2024-03-11T02:30:00Z", closed, "lunch break, 11:30 JST"],
    ["asia_equity", "2024-03-11T03:30:00Z", open, "afternoon session, 12:30 JST"],
    ["asia_equity", "2024-03-11T06:29:00Z", open, "15:29 JST"],
    ["asia_equity", "2024-03-11T06:30:00Z", closed, "15:30 JST"],
    ["asia_equity", "2024-03-09T00:00:00Z", closed, "Saturday 09:00 JST"],
  ])("%s at %s is %s (%s)", (session, iso, expected) => {
    expect(isMarketOpen(session, new Date(iso))).toBe(expected);
  });
});

describe("session clock", () => {
  const saturday = Date.parse("2024-03-09T12:00:00Z");

  it("follows exchange hours in real mode", () => {
    const clock = createSessionClock("real");
    expect(clock.isOpen("fx", saturday)).toBe(false);
    expect(clock.isOpen("crypto", saturday)).toBe(true);
  });

  it("keeps every market open in always-open mode", () => {
    const clock = createSessionClock("always-open");
    expect(clock.isOpen("fx", saturday)).toBe(true);
    expect(clock.isOpen("us_equity", saturday)).toBe(true);
  });
});

describe("trading minutes per day", () => {
  it.each<[SessionKind, number]>([
    ["fx", 1440],
    ["crypto", 1440],
    ["metals", 1380],
    ["us_equity", 390],
    ["eu_equity", 510],
    ["asia_equity", 330],
  ])("%s trades %i minutes a day", (session, minutes) => {
    expect(tradingMinutesPerDay(session)).toBe(minutes);
  });
});
