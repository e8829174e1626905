import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { codeProblem, passwordProblem, repeatProblem } from "./password-checks.ts";

const text = (d: ReturnType<typeof passwordProblem>) => (d ? i18n._(d) : null);

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("password checks before submitting", () => {
  it("asks for a password when the box is empty", () => {
    expect(text(passwordProblem(""))).toBe("Please enter your password");
  });

  it("refuses passwords shorter than 8 or longer than 64 characters", () => {
    expect(text(passwordProblem("short7c"))).toBe("The password must be 8 to 64 characters long");
    expect(text(passwordProblem("x".repeat(65)))).toBe("The password must be 8 to 64 characters long");
    expect(passwordProblem("eight ch")).toBeNull();
    expect(passwordProblem("x".repeat(64))).toBeNull();
  });

  it("counts characters, not UTF-16 units, so emoji are not counted twice", () => {
    expect(passwordProblem("🔑".repeat(8))).toBeNull();
    expect(text(passwordProblem("🔑".repeat(4)))).toBe("The password must be 8 to 64 characters long");
  });

  it("requires the repeat and says when the two differ", () => {
    expect(text(repeatProblem("secret-pass", ""))).toBe("Please enter the password again");
    expect(text(repeatProblem("secret-pass", "secret-pas"))).toBe("Passwords differ");
    expect(repeatProblem("secret-pass", "secret-pass")).toBeNull();
  });

  it("requires a verification code", () => {
    expect(text(codeProblem("  "))).toBe("Please enter the verification code");
    expect(codeProblem("123456")).toBeNull();
  });
});
