import { describe, expect, it } from "vitest";
import { asCode, currencyProblem, feeRateProblem, requiredProblem, swiftProblem, usdPriceProblem } from "./field-checks.ts";

const fine = null;

describe("the deposit settings' field checks, before anything is sent", () => {
  it("takes a currency code of 2 to 12 letters or digits, in any case", () => {
    expect(currencyProblem("USDT")).toBe(fine);
    expect(currencyProblem(" eur ")).toBe(fine);
    expect(currencyProblem("1INCH")).toBe(fine);
    expect(currencyProblem("")?.message).toBe("Enter a currency code.");
    expect(currencyProblem("U")).not.toBe(fine);
    expect(currencyProblem("US-DT")).not.toBe(fine);
    expect(currencyProblem("ABCDEFGHIJKLM")).not.toBe(fine);
  });

  it("sends codes in capitals without blanks", () => {
    expect(asCode(" deutdeff ")).toBe("DEUTDEFF");
  });

  it("takes a positive USD price with at most 10 decimals", () => {
    expect(usdPriceProblem("1")).toBe(fine);
    expect(usdPriceProblem("0.9995")).toBe(fine);
    expect(usdPriceProblem("90000")).toBe(fine);
    expect(usdPriceProblem("0.0000000001")).toBe(fine);
    expect(usdPriceProblem("0.00000000001")?.message).toBe("A number with at most 10 decimals, like 1 or 0.9995.");
    expect(usdPriceProblem("0")?.message).toBe("The USD price must be more than zero.");
    expect(usdPriceProblem("0.000")?.message).toBe("The USD price must be more than zero.");
    expect(usdPriceProblem("-1")).not.toBe(fine);
    expect(usdPriceProblem("1e3")).not.toBe(fine);
    expect(usdPriceProblem("01")).not.toBe(fine);
    expect(usdPriceProblem(" ")?.message).toBe("Enter the USD price.");
  });

  it("takes a fixed fee from zero up, and a share of the amount below 1", () => {
    expect(feeRateProblem("0", false)).toBe(fine);
    expect(feeRateProblem("25", false)).toBe(fine);
    expect(feeRateProblem("0.005", true)).toBe(fine);
    expect(feeRateProblem("1", true)?.message).toBe("A share is below 1: 0.005 takes 0.5 %.");
    expect(feeRateProblem("-1", false)?.message).toBe("A number with at most 10 decimals, like 1 or 0.005.");
    expect(feeRateProblem("", true)?.message).toBe("Enter the fee.");
  });

  it("takes a SWIFT code of 8 or 11 characters: bank, country, location and branch", () => {
    expect(swiftProblem("DEUTDEFF")).toBe(fine);
    expect(swiftProblem("deutdeff500")).toBe(fine);
    expect(swiftProblem("DEUTDEF")).not.toBe(fine);
    expect(swiftProblem("DEUTDEFF50")).not.toBe(fine);
    expect(swiftProblem("1EUTDEFF")).not.toBe(fine);
    expect(swiftProblem("")?.message).toBe("Enter the SWIFT code.");
  });

  it("wants something other than blanks in a required field", () => {
    expect(requiredProblem("Bank of Example")).toBe(fine);
    expect(requiredProblem("  ")?.message).toBe("Fill this in.");
  });
});
