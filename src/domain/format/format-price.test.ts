import { describe, expect, it } from "vitest";
import { changeDirection, formatChange, formatPrice } from "./format-price.ts";

describe("formatPrice", () => {
  it("pads to the instrument's precision", () => {
    expect(formatPrice("1.1", 5)).toBe("1.10000");
  });

  it("rounds half up past the precision without float noise", () => {
    expect(formatPrice("1.234565", 5)).toBe("1.23457");
    expect(formatPrice("0.1000000000000000055511", 2)).toBe("0.10");
  });

  it("shows whole numbers for precision 0", () => {
    expect(formatPrice("38950.6", 0)).toBe("38951");
  });

  it("shows a dash placeholder when there is no price", () => {
    expect(formatPrice(undefined, 2)).toBe("--");
    expect(formatPrice("abc", 2)).toBe("--");
  });
});

describe("formatChange", () => {
  it("always shows the sign", () => {
    expect(formatChange("0.42")).toBe("+0.42%");
    expect(formatChange("-1.3")).toBe("-1.30%");
  });

  it("shows no sign for no change", () => {
    expect(formatChange("0")).toBe("0.00%");
    expect(formatChange("-0.00")).toBe("0.00%");
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
