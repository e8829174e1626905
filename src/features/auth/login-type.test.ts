import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE } from "#domain/account.ts";
import { loginAccountProblem, loginTypeOf, looksLikePhone, normalizeAccount } from "./login-type.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

const problem = (account: string) => {
  const found = loginAccountProblem(account);
  return found ? i18n._(found) : null;
};

describe("login type of the account box", () => {
  it("treats anything with an @ as an e-mail", () => {
    expect(loginTypeOf("trader@pipwise.test")).toBe(ACCOUNT_EMAIL);
    expect(loginTypeOf("  a@b")).toBe(ACCOUNT_EMAIL);
  });

  it("treats everything else as a phone number", () => {
    expect(loginTypeOf("61234567")).toBe(ACCOUNT_MOBILE);
    expect(loginTypeOf("612 345 67")).toBe(ACCOUNT_MOBILE);
  });

  it("sends a trimmed e-mail and a phone number without spaces or dashes", () => {
    expect(normalizeAccount("  trader@pipwise.test ")).toBe("trader@pipwise.test");
    expect(normalizeAccount(" (0)612-345 67 ")).toBe("061234567");
  });

  it("shows the calling code picker only for what looks like a number", () => {
    expect(looksLikePhone("612 34")).toBe(true);
    expect(looksLikePhone("trader")).toBe(false);
    expect(looksLikePhone("")).toBe(false);
  });
});

describe("checking the login box before sending", () => {
  it("accepts an e-mail address and a phone number, with or without its country prefix", () => {
    expect(problem(" trader@pipwise.test ")).toBeNull();
    expect(problem("612 345 67")).toBeNull();
    expect(problem("+852 6123 4567")).toBeNull();
  });

  it("asks for an e-mail or a mobile number when the box holds neither", () => {
    for (const account of ["trader", "trader@", "61a2345", "12", "+"]) {
      expect(problem(account), account).toBe("Enter an e-mail address or a mobile number");
    }
  });

  it("asks for the account when the box is empty", () => {
    expect(problem("   ")).toBe("Please enter your e-mail or phone number");
  });
});
