import { describe, expect, it } from "vitest";
import { checkWithdrawAmount, WITHDRAW_FEE_FIXED, WITHDRAW_FEE_SHARE, withdrawable, withdrawFee, withdrawReceived } from "./withdraw-amounts.ts";

describe("withdrawal math", () => {
  it("charges a fixed fee for type 1, else a share of the amount", () => {
    expect(withdrawFee("100", 1, "2.5")).toBe("2.500000");
    expect(withdrawFee("100", 0, "0.015")).toBe("1.500000");
    expect(withdrawFee("0.333333", 2, "0.01")).toBe("0.003334");
  });

  it("pays (amount − fee) × usd price, never below zero", () => {
    expect(withdrawReceived("100", "2.5", "1")).toBe("97.5");
    expect(withdrawReceived("100", "1.5", "0.92")).toBe("90.62");
    expect(withdrawReceived("1", "2.5", "1")).toBe("0");
    expect(withdrawReceived("1000", "0", "0.0000111111")).toBe("0.0111111");
  });

  it("frees the lower of balance and net value, minus the margin in use, never below zero", () => {
    expect(withdrawable("1000", "1200", "300")).toBe("700.000000");
    expect(withdrawable("1000", "800", "300")).toBe("500.000000");
    expect(withdrawable("1000", "250", "300")).toBe("0.000000");
    expect(withdrawable("1000", "1000", "0")).toBe("1000.000000");
  });
});

describe("checkWithdrawAmount", () => {
  const usdt = { fee_type: WITHDRAW_FEE_FIXED, draw_rate: "1", usd_price: "1" };
  const share = { fee_type: WITHDRAW_FEE_SHARE, draw_rate: "0.01", usd_price: "0.9" };

  it("prices a usable amount: fee, and what arrives in the currency", () => {
    expect(checkWithdrawAmount(" 100 ", usdt, "900")).toEqual({ ok: true, amount: "100.000000", fee: "1.000000", received: "99" });
    expect(checkWithdrawAmount("250.5", share, undefined)).toEqual({ ok: true, amount: "250.500000", fee: "2.505000", received: "223.1955" });
  });

  it("names what is wrong with the text itself", () => {
    expect(checkWithdrawAmount("  ", usdt, "900")).toEqual({ ok: false, problem: "required" });
    for (const text of ["0", "0.000000", "-5", "1e3", "1,000", "0x10", "."]) {
      expect(checkWithdrawAmount(text, usdt, "900")).toEqual({ ok: false, problem: "not-positive" });
    }
    expect(checkWithdrawAmount("10.1234567", usdt, "900")).toEqual({ ok: false, problem: "too-precise" });
  });

  it("refuses an amount the fee would eat, and one above what is free", () => {
    expect(checkWithdrawAmount("1", usdt, "900")).toEqual({ ok: false, problem: "below-fee", fee: "1.000000" });
    expect(checkWithdrawAmount("900.000001", usdt, "900")).toEqual({ ok: false, problem: "above-free", free: "900" });
    expect(checkWithdrawAmount("900", usdt, "900")).toMatchObject({ ok: true });
  });
});
