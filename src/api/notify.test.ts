import { describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE, CODE_PURPOSE_REGISTER, CODE_PURPOSE_RESET } from "#domain/account.ts";
import { destinationKey } from "./notify.ts";

describe("resend countdown per destination", () => {
  it("treats an e-mail typed in other case as the same destination", () => {
    expect(destinationKey({ type: ACCOUNT_EMAIL, to: "A@pipwise.test" }, CODE_PURPOSE_REGISTER)).toBe(
      destinationKey({ type: ACCOUNT_EMAIL, to: "a@pipwise.test" }, CODE_PURPOSE_REGISTER),
    );
  });

  it("lets another address, another area or another purpose be sent to at once", () => {
    const key = destinationKey({ type: ACCOUNT_MOBILE, to: "61234567", area_id: 1 }, CODE_PURPOSE_REGISTER);
    expect(key).not.toBe(destinationKey({ type: ACCOUNT_MOBILE, to: "61234568", area_id: 1 }, CODE_PURPOSE_REGISTER));
    expect(key).not.toBe(destinationKey({ type: ACCOUNT_MOBILE, to: "61234567", area_id: 2 }, CODE_PURPOSE_REGISTER));
    expect(key).not.toBe(destinationKey({ type: ACCOUNT_MOBILE, to: "61234567", area_id: 1 }, CODE_PURPOSE_RESET));
  });
});
