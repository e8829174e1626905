import { describe, expect, it } from "vitest";
import { maskEmail, maskMobile, maskedName } from "./masked-name.ts";

describe("masked display names", () => {
  it.each([
    ["jason@gmail.com", "j***n@gmail.com"],
    ["ab@pipwise.test", "a***@pipwise.test"],
    ["x@pipwise.test", "x***@pipwise.test"],
    ["rank-top-7@pipwise.test", "r***7@pipwise.test"],
    ["王小明@example.cn", "王***明@example.cn"],
  ])("masks the e-mail %s as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ["13812345678", "138****5678"],
    ["61234567", "612****4567"],
    ["1234567", "1****7"],
    ["123", "****"],
  ])("masks the mobile %s as %s", (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  it("never shows the whole address", () => {
    for (const email of ["jason@gmail.com", "ab@x.io", "abc@x.io"]) expect(maskEmail(email)).not.toContain(email.split("@")[0]);
    expect(maskMobile("13812345678")).not.toContain("1234");
  });

  it("prefers the e-mail and falls back to the mobile number", () => {
    expect(maskedName({ email: "jason@gmail.com", mobile: "13812345678" })).toBe("j***n@gmail.com");
    expect(maskedName({ email: null, mobile: "13812345678" })).toBe("138****5678");
    expect(maskedName({ email: null, mobile: null })).toBe("****");
  });
});
