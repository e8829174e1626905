import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it("shows a balance with two decimals and grouped thousands", () => {
    expect(formatMoney("100000")).toBe("100,000.00");
    expect(formatMoney("1234567.891")).toBe("1,234,567.89");
    expect(formatMoney("999.995")).toBe("1,000.00");
  });

  it("leaves small amounts ungrouped and keeps the sign", () => {
    expect(formatMoney("0.5")).toBe("0.50");
    expect(formatMoney("-12345.6")).toBe("-12,345.60");
  });

  it("keeps every digit of amounts a float would round", () => {
    expect(formatMoney("90071992547409931.23")).toBe("90,071,992,547,409,931.23");
  });

  it("shows a dash placeholder while there is no balance", () => {
    expect(formatMoney(undefined)).toBe("--");
    expect(formatMoney("n/a")).toBe("--");
  });
});
