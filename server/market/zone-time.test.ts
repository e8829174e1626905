import { describe, expect, it } from "vitest";
import { minuteOfWeek } from "./zone-time.ts";

const SUNDAY = 0;
const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

describe("wall-clock minute of the week", () => {
  it.each([
    ["UTC", "2024-03-10T06:59:00Z", SUNDAY * 1440 + hm(6, 59)],
    ["America/New_York", "2024-03-10T06:59:59Z", SUNDAY * 1440 + hm(1, 59)],
    ["America/New_York", "2024-03-10T07:00:00Z", SUNDAY * 1440 + hm(3)],
    ["America/New_York", "2024-11-03T05:59:00Z", SUNDAY * 1440 + hm(1, 59)],
    ["America/New_York", "2024-11-03T06:00:00Z", SUNDAY * 1440 + hm(1)],
    ["Europe/Berlin", "2024-03-31T00:59:00Z", SUNDAY * 1440 + hm(1, 59)],
    ["Europe/Berlin", "2024-03-31T01:00:00Z", SUNDAY * 1440 + hm(3)],
    ["Asia/Tokyo", "2024-03-09T15:00:00Z", SUNDAY * 1440],
  ])("%s at %s is minute %i", (zone, iso, expected) => {
    expect(minuteOfWeek(zone, Date.parse(iso))).toBe(expected);
  });

  it("agrees with the exact lookup on every minute across a DST change", () => {
    const start = Date.parse("2024-03-10T05:00:00Z");
    let previous = minuteOfWeek("America/New_York", start);
    const jumps: number[] = [];
    for (let at = start + 60_000; at < start + 4 * 3_600_000; at += 60_000) {
      const minute = minuteOfWeek("America/New_York", at);
      if (minute - previous !== 1) jumps.push(minute - previous);
      previous = minute;
    }
    expect(jumps).toEqual([61]);
  });
});
