import { describe, expect, it } from "vitest";
import { margin } from "./margin.ts";

describe("margin", () => {
  it.each([
    // lots, units, price, leverage, mode, expected
    ["1", "100000", "1.08345", "100", 0, "1083.450000"],
    ["0.01", "100000", "1.08345", "100", 0, "10.834500"],
    ["0.5", "100", "2345.67", "20", 0, "5864.175000"],
    ["2", "1", "67890.12", "10", 0, "13578.024000"],
    ["0.03", "100000", "157.123", "500", 0, "942.738000"],
    ["1", "3", "0.0000007", "7", 0, "0.000000"],
    ["1", "7", "0.0000015", "1", 0, "0.000011"],
    ["1", "1000", "1.2345", "100", 1, "1000.000000"],
    ["0.25", "100", "999", "50", 1, "25.000000"],
  ])("%s lots × %s units at %s, leverage %s, mode %s → %s", (lots, units, price, leverage, marginMode, expected) => {
    expect(margin({ lots, units, price, leverage, marginMode: Number(marginMode) })).toBe(expected);
  });

  it("does not lose precision where a float would", () => {
    expect(margin({ lots: "0.1", units: "3", price: "0.1", leverage: "1", marginMode: 0 })).toBe("0.030000");
  });
});
