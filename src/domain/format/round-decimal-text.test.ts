import { describe, expect, it } from "vitest";
import { exactDecimalText, roundDecimalText } from "./round-decimal-text.ts";

describe("roundDecimalText", () => {
  it("pads short fractions with zeros", () => {
    expect(roundDecimalText("1.1", 5)).toBe("1.10000");
    expect(roundDecimalText("7", 2)).toBe("7.00");
  });

  it("rounds half away from zero", () => {
    expect(roundDecimalText("1.234565", 5)).toBe("1.23457");
    expect(roundDecimalText("1.234564", 5)).toBe("1.23456");
    expect(roundDecimalText("-1.005", 2)).toBe("-1.01");
  });

  it("carries through nines into a new digit", () => {
    expect(roundDecimalText("9.995", 2)).toBe("10.00");
    expect(roundDecimalText("99.5", 0)).toBe("100");
  });

  it("drops the sign when the result is zero", () => {
    expect(roundDecimalText("-0.004", 2)).toBe("0.00");
    expect(roundDecimalText("-0", 0)).toBe("0");
  });

  it("keeps digits a float would lose", () => {
    expect(roundDecimalText("123456789012345678.123456789", 8)).toBe("123456789012345678.12345679");
  });

  it("accepts leading dots, plus signs and extra zeros", () => {
    expect(roundDecimalText(".5", 0)).toBe("1");
    expect(roundDecimalText("+0012.30", 1)).toBe("12.3");
  });

  it("rejects text that is not a plain decimal", () => {
    expect(roundDecimalText("abc", 2)).toBeNull();
    expect(roundDecimalText("1e5", 2)).toBeNull();
    expect(roundDecimalText("", 2)).toBeNull();
    expect(roundDecimalText(".", 2)).toBeNull();
  });
});

describe("exactDecimalText", () => {
  it("keeps every digit the text has, trailing zeros too", () => {
    expect(exactDecimalText("0.00125000")).toBe("0.00125000");
    expect(exactDecimalText("123456789012345678.123456789")).toBe("123456789012345678.123456789");
    expect(exactDecimalText("+0012.30")).toBe("12.30");
    expect(exactDecimalText("-0.0")).toBe("0.0");
    expect(exactDecimalText("7")).toBe("7");
  });

  it("rejects text that is not a plain decimal", () => {
    expect(exactDecimalText("abc")).toBeNull();
    expect(exactDecimalText("1e5")).toBeNull();
  });
});
