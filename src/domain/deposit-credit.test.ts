import { describe, expect, it } from "vitest";
import { checkDepositAmount, depositCredit } from "./deposit-credit.ts";

describe("a deposited amount", () => {
  it("is a positive decimal of at most 8 decimals and at most a billion", () => {
    expect(checkDepositAmount(" 0.00000001 ")).toMatchObject({ ok: true });
    expect(checkDepositAmount("1000000000")).toMatchObject({ ok: true });
    expect(checkDepositAmount("")).toEqual({ ok: false, problem: "required" });
    expect(checkDepositAmount("0.000")).toEqual({ ok: false, problem: "not-positive" });
    for (const text of ["-1", "1e3", "0x10", "1,5", ".5", "1.", "Infinity"]) expect(checkDepositAmount(text)).toEqual({ ok: false, problem: "not-positive" });
    expect(checkDepositAmount("0.123456789")).toEqual({ ok: false, problem: "too-precise" });
    expect(checkDepositAmount("1000000000.00000001")).toEqual({ ok: false, problem: "too-large" });
  });

  it("credits amount × USD price, rounded down to the ledger's 6 decimals, without float error", () => {
    expect(depositCredit("0.01234567", "90000")).toBe("1111.110300");
    expect(depositCredit("0.1", "0.2")).toBe("0.020000");
    expect(depositCredit("1", "0.0000001")).toBe("0.000000");
    expect(depositCredit("3", "1.3333333333")).toBe("3.999999");
    expect(depositCredit("1000000000", "1.08")).toBe("1080000000.000000");
  });
});
