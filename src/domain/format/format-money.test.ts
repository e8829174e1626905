import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money.ts";

describe("formatMoney", () => {
  it("shows a balance with two decimals and grouped thousands", () => {
    expect(formatMoney("100000", "en")).toBe("100,000.00");
    expect(formatMoney("1234567.891", "en")).toBe("1,234,567.89");
    expect(formatMoney("999.995", "en")).toBe("1,000.00");
  });

  it("leaves small amounts ungrouped and keeps the sign", () => {
    expect(formatMoney("0.5", "en")).toBe("0.50");
    expect(formatMoney("-12345.6", "en")).toBe("-12,345.60");
  });

  it("keeps every digit of amounts a float would round", () => {
    expect(formatMoney("90071992547409931.23", "en")).toBe("90,071,992,547,409,931.23");
  });

  it("shows a dash placeholder while there is no balance", () => {
    expect(formatMoney(undefined, "en")).toBe("--");
    expect(formatMoney("n/a", "en")).toBe("--");
  });

  it("writes the separators of the user's language, with Latin digits and a group from four digits", () => {
    expect(formatMoney("9806.18", "de")).toBe("9.806,18");
    expect(formatMoney("9806.18", "es")).toBe("9.806,18");
    expect(formatMoney("9806.18", "fr")).toBe("9\u202f806,18");
    expect(formatMoney("-1234567.891", "ar")).toMatch(/^\u200e?-1,234,567\.89$/);
    expect(formatMoney("9806.18", "zh-Hant")).toBe("9,806.18");
  });
});
