import { describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE } from "../../domain/account.ts";
import { loginTypeOf, looksLikePhone, normalizeAccount } from "./login-type.ts";

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
