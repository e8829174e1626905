import { describe, expect, it } from "vitest";
import { tradeFee } from "./fee.ts";

describe("trade fee", () => {
  it.each([
    // fee type, lots, fee rate, margin, expected
    [1, "1", "7", "1083.45", "7.000000"],
    [1, "0.01", "7", "10.8345", "0.070000"],
    [1, "2.5", "0.35", "0", "0.875000"],
    [2, "1", "0.001", "1083.45", "1.083450"],
    [2, "0.01", "0.0005", "10.834500", "0.005417"],
    [0, "3", "0.002", "5864.175", "11.728350"],
  ])("type %s, %s lots, rate %s, margin %s → %s", (feeType, lots, feeRate, margin, expected) => {
    expect(tradeFee({ feeType: Number(feeType), lots, feeRate, margin })).toBe(expected);
  });
});
