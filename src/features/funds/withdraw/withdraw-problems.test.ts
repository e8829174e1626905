import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { checkWithdrawAmount, WITHDRAW_FEE_FIXED } from "#domain/withdraw-amounts.ts";
import { withdrawAmountProblem } from "./withdraw-problems.ts";

const usdt = { fee_type: WITHDRAW_FEE_FIXED, draw_rate: "1", usd_price: "1" };
const said = (text: string, free?: string, locale = "en") => {
  const problem = withdrawAmountProblem(text, checkWithdrawAmount(text, usdt, free), locale);
  return problem && i18n._(problem);
};

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("withdrawAmountProblem", () => {
  it("says nothing of a usable amount", () => {
    expect(said("100", "900")).toBeNull();
  });

  it("says what to change, with the fee or the free amount it was held against", () => {
    expect(said("")).toBe("Enter the amount to withdraw");
    expect(said("1,000")).toBe("Use digits only, with a dot before any decimals");
    expect(said("0")).toBe("The amount must be more than zero");
    expect(said("1.1234567")).toBe("The amount may have at most 6 decimals");
    expect(said("0.5")).toBe("The amount must be more than the fee of 1.00 USD");
    expect(said("950", "900.000000")).toBe("You can withdraw at most 900.00 USD now");
  });

  it("writes the fee and the free amount as the server's refusal does, in the user's language", () => {
    expect(said("0.5", undefined, "de")).toBe("The amount must be more than the fee of 1,00 USD");
    expect(said("1950", "1900.500000", "de")).toBe("You can withdraw at most 1.900,50 USD now");
  });
});
