import { describe, expect, it } from "vitest";
import { withdrawable, withdrawFee, withdrawReceived } from "./withdraw.ts";

describe("withdrawal math (SPEC §9)", () => {
  it("charges a fixed fee for type 1, else a share of the amount", () => {
    expect(withdrawFee("100", 1, "2.5")).toBe("2.500000");
    expect(withdrawFee("100", 0, "0.015")).toBe("1.500000");
    expect(withdrawFee("0.333333", 2, "0.01")).toBe("0.003334");
  });

  it("pays (amount − fee) × usd price, never below zero", () => {
    expect(withdrawReceived("100", "2.5", "1")).toBe("97.5");
    expect(withdrawReceived("100", "1.5", "0.92")).toBe("90.62");
    expect(withdrawReceived("1", "2.5", "1")).toBe("0");
    expect(withdrawReceived("1000", "0", "0.0000111111")).toBe("0.0111111");
  });

  it("frees the lower of balance and net value, minus the margin in use, never below zero", () => {
    expect(withdrawable("1000", "1200", "300")).toBe("700.000000");
    expect(withdrawable("1000", "800", "300")).toBe("500.000000");
    expect(withdrawable("1000", "250", "300")).toBe("0.000000");
    expect(withdrawable("1000", "1000", "0")).toBe("1000.000000");
  });
});
