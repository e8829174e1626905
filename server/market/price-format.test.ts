import { describe, expect, it } from "vitest";
import { formatPrice } from "./price-format.ts";

describe("model prices as decimal strings", () => {
  it.each([
    [1.085234, 5, "1.08523"],
    [1.085236, 5, "1.08524"],
    [157.1, 3, "157.100"],
    [67890.125, 2, "67890.13"],
    [0.00001234, 8, "0.00001234"],
    [0.5, 1, "0.5"],
    [38000.4, 0, "38000"],
    [0.004, 2, "0.00"],
  ])("%f at %i digits is %s", (price, digits, expected) => {
    expect(formatPrice(price, digits)).toBe(expected);
  });
});
