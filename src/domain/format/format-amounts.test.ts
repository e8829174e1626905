import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-amount.ts";
import { formatSigned, formatSignedMoney, signDirection } from "./format-signed.ts";

describe("signed amounts", () => {
  it("always shows the sign of a gain or a loss, rounded on the digits", () => {
    expect(formatSigned("1.2345", 6)).toBe("+1.234500");
    expect(formatSigned("-0.4999999", 6)).toBe("-0.500000");
    expect(formatSigned("0", 2)).toBe("0.00");
    expect(formatSigned(undefined, 2)).toBe("--");
  });

  it("groups a ledger change like a balance and keeps its sign", () => {
    expect(formatSignedMoney("100000")).toBe("+100,000.00");
    expect(formatSignedMoney("-0.116986")).toBe("-0.12");
    expect(formatSignedMoney("0")).toBe("0.00");
  });

  it("colours by the sign even below the shown decimals", () => {
    expect(signDirection("0.0000001")).toBe("up");
    expect(signDirection("-0.0000001")).toBe("down");
    expect(signDirection("0.000")).toBe("flat");
  });
});

describe("small amounts", () => {
  it("keeps a fee's significant decimals and shows at least two", () => {
    expect(formatAmount("0.0054")).toBe("0.0054");
    expect(formatAmount("10.800000")).toBe("10.80");
    expect(formatAmount("3")).toBe("3.00");
    expect(formatAmount("1.23456789")).toBe("1.234568");
    expect(formatAmount("")).toBe("--");
  });
});
