import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_EMAIL, ACCOUNT_MOBILE } from "#domain/account.ts";
import { entryDestination, entryProblem } from "./account-entry.ts";

const HK = { id: 7, code: "HK", global_code: "852", name: "Hong Kong" };
const text = (d: ReturnType<typeof entryProblem>) => (d ? i18n._(d) : null);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("the e-mail or mobile entry of register and forgot", () => {
  it("asks for the address of the chosen tab", () => {
    expect(text(entryProblem({ type: ACCOUNT_EMAIL, email: " ", mobile: "612" }))).toBe("Please enter your e-mail address");
    expect(text(entryProblem({ type: ACCOUNT_MOBILE, email: "a@b.test", mobile: "" }))).toBe("Please enter your phone number");
  });

  it("catches an e-mail without a domain before any code is sent", () => {
    expect(text(entryProblem({ type: ACCOUNT_EMAIL, email: "trader@", mobile: "" }))).toBe("Please enter a valid e-mail address");
    expect(entryDestination({ type: ACCOUNT_EMAIL, email: "trader@", mobile: "" }, HK)).toBeNull();
  });

  it("sends a code to the trimmed e-mail, or to the digits of the number with its area", () => {
    expect(entryDestination({ type: ACCOUNT_EMAIL, email: " t@pipwise.test ", mobile: "" }, HK)).toEqual({ type: ACCOUNT_EMAIL, to: "t@pipwise.test" });
    expect(entryDestination({ type: ACCOUNT_MOBILE, email: "", mobile: "6123 4567" }, HK)).toEqual({ type: ACCOUNT_MOBILE, to: "61234567", area_id: 7 });
  });
});
