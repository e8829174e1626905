import { describe, expect, it } from "vitest";
import { lastRollover, rolloverMinute, rolloversSince } from "./rollover.ts";

const at = (iso: string) => Date.parse(iso);
const NINE_PM = rolloverMinute("21:00");

describe("lastRollover", () => {
  it("belongs to today from the rollover minute on, to the day before until then", () => {
    expect(lastRollover(at("2026-11-25T21:00:00Z"), NINE_PM)).toEqual({ day: "2026-11-25", weekday: 3, at: new Date("2026-11-25T21:00:00Z") });
    expect(lastRollover(at("2026-11-25T20:59:59Z"), NINE_PM).day).toBe("2026-11-24");
  });

  it("skips the weekend: Saturday and Monday before the rollover still see Friday's", () => {
    expect(lastRollover(at("2026-11-28T10:00:00Z"), NINE_PM).day).toBe("2026-11-27");
    expect(lastRollover(at("2026-11-30T20:00:00Z"), NINE_PM)).toMatchObject({ day: "2026-11-27", weekday: 5 });
  });
});

describe("rolloversSince", () => {
  const days = (rollovers: { day: string }[]) => rollovers.map((rollover) => rollover.day);

  it("lists the weekday rollovers missed since the last one run, oldest first, none when it is the latest", () => {
    expect(days(rolloversSince("2026-11-23", at("2026-11-26T22:00:00Z"), NINE_PM))).toEqual(["2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(days(rolloversSince("2026-11-26", at("2026-11-26T22:00:00Z"), NINE_PM))).toEqual([]);
    expect(days(rolloversSince("2026-11-27", at("2026-12-01T22:00:00Z"), NINE_PM))).toEqual(["2026-11-30", "2026-12-01"]);
  });

  it("catches up a week at most, and only the latest on a store that never ran one", () => {
    expect(days(rolloversSince("2026-10-01", at("2026-11-26T22:00:00Z"), NINE_PM))).toEqual(["2026-11-20", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26"]);
    expect(days(rolloversSince(null, at("2026-11-26T22:00:00Z"), NINE_PM))).toEqual(["2026-11-26"]);
  });
});

describe("rolloverMinute", () => {
  it("reads HH:MM in UTC and refuses anything else", () => {
    expect(rolloverMinute("00:05")).toBe(5);
    expect(() => rolloverMinute("24:00")).toThrow();
    expect(() => rolloverMinute("9:00")).toThrow();
  });
});
