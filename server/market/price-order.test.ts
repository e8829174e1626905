import { describe, expect, it } from "vitest";
import { addDecimal, compareDecimal, maxDecimal, minDecimal } from "./price-order.ts";

describe("exact decimal order", () => {
  it.each([
    ["1.08500", "1.08499", 1],
    ["1.08500", "1.08500", 0],
    ["9.99999", "10.00000", -1],
    ["0.00001", "0.00010", -1],
    ["67890.12", "7890.12", 1],
    ["1.5", "1.50", 0],
    ["2", "10.0", -1],
    ["-1.5", "1.5", -1],
    ["-2.00", "-10.00", 1],
    ["0.30000000000000000001", "0.3", 1],
  ])("%s compared to %s is %i", (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });

  it("keeps the original text of the larger and smaller price", () => {
    expect(maxDecimal("1.08500", "1.08490")).toBe("1.08500");
    expect(minDecimal("157.120", "157.121")).toBe("157.120");
  });
});

describe("volume sums", () => {
  it.each([
    ["120", "35", "155"],
    ["0", "7", "7"],
    ["0.5", "0.25", "0.75"],
    ["999999999999999", "1", "1000000000000000"],
    ["1.1", "2.2", "3.3"],
  ])("%s + %s = %s", (a, b, expected) => {
    expect(addDecimal(a, b)).toBe(expected);
  });
});
