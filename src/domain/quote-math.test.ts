import { describe, expect, it } from "vitest";
import { percentChange } from "./quote-math.ts";

describe("percent change versus the day open", () => {
  it.each([
    ["1.08500", "1.08956", "0.42"],
    ["1.08500", "1.08044", "-0.42"],
    ["100", "100", "0.00"],
    ["100", "99.999", "0.00"],
    ["100", "100.005", "0.01"],
    ["100", "99.995", "-0.01"],
    ["67890.12", "70000.00", "3.11"],
    ["0.1", "0.3", "200.00"],
    ["0", "5", "0.00"],
  ])("%s → %s is %s%%", (open, close, expected) => {
    expect(percentChange(open, close)).toBe(expected);
  });
});
