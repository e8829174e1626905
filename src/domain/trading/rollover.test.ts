import { describe, expect, it } from "vitest";
import { lastRollover, rolloverMinute } from "./rollover.ts";

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

describe("rolloverMinute", () => {
  it("reads HH:MM in UTC and refuses anything else", () => {
    expect(rolloverMinute("00:05")).toBe(5);
    expect(() => rolloverMinute("24:00")).toThrow();
    expect(() => rolloverMinute("9:00")).toThrow();
  });
});
