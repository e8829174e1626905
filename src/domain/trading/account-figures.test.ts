import { describe, expect, it } from "vitest";
import { accountFigures, marginLevel, riskRate } from "./account-figures.ts";

describe("account figures", () => {
  it.each([
    // balance, floating P&L, used margin → net value, available, current margin, risk rate, prepayment ratio
    ["a position losing 500", "10000", "-500", "2000", "9500.000000", "7500.000000", "2000.000000", "21.05", "475.00"],
    ["a position winning", "10000", "1250.5", "1100.02", "11250.500000", "10150.480000", "1100.020000", "9.78", "1022.75"],
    ["no position: risk 0, ratio unbounded", "10000", "0", "0", "10000.000000", "10000.000000", "0.000000", "0.00", ""],
    ["equity gone: no risk rate, a negative ratio", "1000", "-1500", "200", "-500.000000", "-700.000000", "200.000000", "", "-250.00"],
  ])("%s", (_name, balance, floatingProfit, usedMargin, netValue, availablePrepayment, currentMargin, risk, prepaymentRatio) => {
    expect(accountFigures({ balance, floatingProfit, usedMargin })).toEqual({
      balance: `${balance}.000000`,
      netValue,
      availablePrepayment,
      currentMargin,
      prepaymentRatio,
    });
    expect(riskRate(netValue, usedMargin)).toBe(risk);
  });

  it("gives the margin level only while margin is in use", () => {
    expect(marginLevel("9500", "2000")!.toString()).toBe("475");
    expect(marginLevel("9500", "0")).toBeUndefined();
  });
});
