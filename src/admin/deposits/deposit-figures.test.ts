import { describe, expect, it } from "vitest";
import type { DepositReview } from "#domain/contract/back-office-funds.ts";
import { DEPOSIT_COIN, DEPOSIT_FINISHED, DEPOSIT_INVALID, DEPOSIT_REJECTED, DEPOSIT_UNCHECKED } from "#domain/funds.ts";
import { amountText, creditFigures } from "./deposit-figures.ts";

const deposit = (change: Partial<DepositReview> = {}): DepositReview => ({
  id: 7,
  number: "0.5",
  type: DEPOSIT_COIN,
  currency_code: "BTC",
  protocol_code: "Bitcoin",
  address: "bc1-example",
  status: DEPOSIT_UNCHECKED,
  remark: null,
  credit: "45000.000000",
  proof_img: "/admin/api/uploads/abc",
  created_at: "2026-11-20T10:00:00.000Z",
  user_id: 3,
  uid: "100003",
  email: "a@pipwise.test",
  mobile: null,
  usd_price: "90000",
  reviewed_at: null,
  reviewed_by: null,
  ...change,
});

describe("the USD a deposit credits", () => {
  it("is what an approval would credit now while the deposit waits", () => {
    expect(creditFigures(deposit())).toEqual({ tense: "would", credit: "45,000.00", usdPrice: "90000", currency: "BTC" });
  });

  it("keeps the credit's micro-dollars rather than rounding them to cents", () => {
    expect(creditFigures(deposit({ credit: "0.123456", usd_price: "1.08" }))?.credit).toBe("0.123456");
  });

  it("is what was booked once finished", () => {
    expect(creditFigures(deposit({ status: DEPOSIT_FINISHED }))).toMatchObject({ tense: "did", credit: "45,000.00" });
  });

  it("is nothing for a rejected or invalid deposit, or without a price", () => {
    expect(creditFigures(deposit({ status: DEPOSIT_REJECTED, credit: null }))).toBeNull();
    expect(creditFigures(deposit({ status: DEPOSIT_INVALID, credit: null }))).toBeNull();
    expect(creditFigures(deposit({ usd_price: null, credit: null }))).toBeNull();
  });
});

describe("a deposit's amount", () => {
  it("reads as declared, with its currency", () => {
    expect(amountText(deposit())).toBe("0.5 BTC");
  });
});
