import { describe, expect, it } from "vitest";
import { dec } from "../decimal.ts";
import { pipSize, pipValue } from "./pip-value.ts";

describe("pipValue", () => {
  it("is 10 USD a pip on a EURUSD lot", () => {
    expect(pipSize(5).toFixed()).toBe("0.0001");
    expect(pipValue({ lots: "1", units: "100000", precision: 5, usdRate: "1" })).toBe("10.000000");
  });

  it("converts a yen pip into USD", () => {
    // 0.5 × 100000 × 0.01 = 500 JPY at 150 yen a dollar = 3.333333 USD.
    expect(pipValue({ lots: "0.5", units: "100000", precision: 3, usdRate: dec(1).dividedBy(150) })).toBe("3.333333");
  });

  it("takes the last decimal as the pip of a quote without pipettes", () => {
    // Gold to 2 decimals on 100-ounce lots: 100 × 0.01 = 1 USD.
    expect(pipValue({ lots: "1", units: "100", precision: 2, usdRate: "1" })).toBe("1.000000");
  });
});
