import { describe, expect, it } from "vitest";
import { signedAmount } from "./signed-amount.ts";

describe("a ledger change as the users screen shows it", () => {
  it("marks a credit with + and keeps a debit's -", () => {
    expect(signedAmount("300.000000")).toBe("+300.00");
    expect(signedAmount("-50.000000")).toBe("-50.00");
  });

  it("keeps the small decimals a fee or a price move leaves", () => {
    expect(signedAmount("0.005400")).toBe("+0.0054");
    expect(signedAmount("-12.345678")).toBe("-12.345678");
  });

  it("shows no sign for zero and a dash for what is not a number", () => {
    expect(signedAmount("0.000000")).toBe("0.00");
    expect(signedAmount("")).toBe("--");
  });
});
