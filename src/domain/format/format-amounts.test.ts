import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-amount.ts";
import { formatQuantity } from "./format-quantity.ts";
import { formatSignedMoney, signDirection } from "./format-signed.ts";

describe("signed amounts", () => {
  it("groups a ledger change like a balance and keeps its sign", () => {
    expect(formatSignedMoney("100000", "en")).toBe("+100,000.00");
    expect(formatSignedMoney("-0.116986", "en")).toBe("-0.12");
    expect(formatSignedMoney("0", "en")).toBe("0.00");
    expect(formatSignedMoney("-0.001", "en")).toBe("0.00");
  });

  it("shows a position's result in account money, not in the engine's six decimals", () => {
    expect(formatSignedMoney("-1.820000", "en")).toBe("-1.82");
    expect(formatSignedMoney("55.555000", "en")).toBe("+55.56");
    expect(formatSignedMoney(undefined, "en")).toBe("--");
  });

  it("colours by the sign even below the shown decimals", () => {
    expect(signDirection("0.0000001")).toBe("up");
    expect(signDirection("-0.0000001")).toBe("down");
    expect(signDirection("0.000")).toBe("flat");
  });
});

describe("small amounts", () => {
  it("keeps a fee's significant decimals and shows at least two", () => {
    expect(formatAmount("0.0054", "en")).toBe("0.0054");
    expect(formatAmount("10.800000", "en")).toBe("10.80");
    expect(formatAmount("3", "en")).toBe("3.00");
    expect(formatAmount("1.23456789", "en")).toBe("1.234568");
    expect(formatAmount("", "en")).toBe("--");
  });
});

describe("amounts in another currency", () => {
  it("keeps up to the currency's own decimals, with the language's separators", () => {
    expect(formatAmount("0.01234567", "en", 8)).toBe("0.01234567");
    expect(formatAmount("1233.5", "de", 8)).toBe("1.233,50");
  });
});

describe("quantities", () => {
  it("keeps every digit of lots or of a coin amount and drops trailing zeros", () => {
    expect(formatQuantity("0.10", "en")).toBe("0.1");
    expect(formatQuantity("0.00125000", "de")).toBe("0,00125");
    expect(formatQuantity("1000000000", "en")).toBe("1,000,000,000");
    expect(formatQuantity("2500.000", "fr")).toBe("2\u202f500");
    expect(formatQuantity("", "en")).toBe("--");
    expect(formatQuantity("0.01", "de")).toBe("0,01");
    expect(formatQuantity("0.100000", "ru")).toBe("0,1");
    expect(formatQuantity("1000", "en")).toBe("1,000");
    expect(formatQuantity("0.5", "en")).toBe("0.5");
    expect(formatQuantity(undefined, "en")).toBe("--");
  });
});
