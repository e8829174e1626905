import { describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE } from "#domain/account.ts";
import { ownCodeDestination } from "./own-code-destination.ts";

describe("ownCodeDestination", () => {
  it("sends to the account's e-mail, or to its mobile with its calling code", () => {
    expect(ownCodeDestination({ email: "ann@example.com", mobile: null, area_id: null })).toEqual({ type: ACCOUNT_EMAIL, to: "ann@example.com" });
    expect(ownCodeDestination({ email: null, mobile: "61234567", area_id: 7 })).toEqual({ type: ACCOUNT_MOBILE, to: "61234567", area_id: 7 });
  });

  it("has nowhere to send for an account without either", () => {
    expect(ownCodeDestination({ email: null, mobile: null, area_id: null })).toBeNull();
  });
});
