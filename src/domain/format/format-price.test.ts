import { describe, expect, it } from "vitest";
import { changeDirection, formatChange, formatExactPercent, formatPercent, formatPrice } from "./format-price.ts";

describe("formatPrice", () => {
  it("pads to the instrument's precision", () => {
    expect(formatPrice("1.1", 5, "en")).toBe("1.10000");
  });

  it("rounds half up past the precision without float noise", () => {
    expect(formatPrice("1.234565", 5, "en")).toBe("1.23457");
    expect(formatPrice("0.1000000000000000055511", 2, "en")).toBe("0.10");
  });

  it("shows whole numbers for precision 0", () => {
    expect(formatPrice("38950.6", 0, "en")).toBe("38,951");
  });

  it("shows a dash placeholder when there is no price", () => {
    expect(formatPrice(undefined, 2, "en")).toBe("--");
    expect(formatPrice("abc", 2, "en")).toBe("--");
  });
});

describe("prices in the user's language", () => {
  it("keeps the instrument's digits and writes the language's separators", () => {
    expect(formatPrice("2650.1", 2, "de")).toBe("2.650,10");
    expect(formatPrice("1.08990", 5, "ru")).toBe("1,08990");
  });

  it("signs a change the same way in every language", () => {
    expect(formatChange("-1.3", "pt")).toBe("-1,30%");
    expect(formatPercent("84.734", "pt")).toBe("84,73%");
    expect(formatPercent(undefined, "pt")).toBe("--");
  });

  it("puts the percent sign where each language writes it", () => {
    expect(formatPercent("12.5", "tr")).toBe("%12,50");
    expect(formatPercent("12.5", "fr")).toBe("12,50\u00a0%");
    expect(formatPercent("1234.5", "de")).toBe("1.234,50\u00a0%");
    expect(formatPercent("12.5", "ar")).toBe("12.50\u200e%\u200e");
    expect(formatChange("-1.3", "tr")).toBe("-%1,30");
    expect(formatChange("0.42", "ru")).toBe("+0,42\u00a0%");
  });

  it("writes a configured rate with every digit it has", () => {
    expect(formatExactPercent("0.5", "en")).toBe("0.5%");
    expect(formatExactPercent("0.5", "fr")).toBe("0,5\u00a0%");
    expect(formatExactPercent("0.125", "tr")).toBe("%0,125");
  });

  it("keeps every digit of a percent a float would round", () => {
    expect(formatPercent("90071992547409.93", "en")).toBe("90,071,992,547,409.93%");
  });
});

describe("formatChange", () => {
  it("always shows the sign", () => {
    expect(formatChange("0.42", "en")).toBe("+0.42%");
    expect(formatChange("-1.3", "en")).toBe("-1.30%");
  });

  it("shows no sign for no change", () => {
    expect(formatChange("0", "en")).toBe("0.00%");
    expect(formatChange("-0.00", "en")).toBe("0.00%");
  });
});

describe("changeDirection", () => {
  it("colours gains up and losses down", () => {
    expect(changeDirection("0.01")).toBe("up");
    expect(changeDirection("-0.01")).toBe("down");
    expect(changeDirection("0.00")).toBe("flat");
    expect(changeDirection(undefined)).toBe("flat");
  });
});
