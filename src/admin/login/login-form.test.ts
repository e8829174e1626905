import { describe, expect, it } from "vitest";
import { EMPTY_LOGIN, loginProblems, loginRequest, totpDigits } from "./login-form.ts";

describe("the operator login form", () => {
  it("keeps only the digits of an authenticator code, six at most", () => {
    expect(totpDigits("123 456")).toBe("123456");
    expect(totpDigits("12-34-567")).toBe("123456");
    expect(totpDigits("abc")).toBe("");
  });

  it("names every field the server would refuse", () => {
    expect(loginProblems(EMPTY_LOGIN)).toEqual(["login", "password"]);
    expect(loginProblems({ login: "  ", password: "x", totp: "12345" })).toEqual(["login", "totp"]);
    expect(loginProblems({ login: "ops", password: "secret", totp: "123456" })).toEqual([]);
  });

  it("sends the login trimmed and the password exactly as typed", () => {
    expect(loginRequest({ login: " ops ", password: " secret ", totp: "123456" })).toEqual({ login: "ops", password: " secret ", totp: "123456" });
  });

  it("leaves the code out when none is typed, for an operator whose passkey is the second step", () => {
    expect(loginRequest({ login: "ops", password: "secret", totp: "" })).toEqual({ login: "ops", password: "secret" });
  });
});
