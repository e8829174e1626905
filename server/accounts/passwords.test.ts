import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../i18n/account-messages.ts";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("stores argon2id with at least OWASP's cost and verifies only the right password", async () => {
    const stored = await hashPassword("tulip-Harbour-42");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "tulip-Harbour-42")).toBe(true);
    expect(await verifyPassword(stored, "tulip-harbour-42")).toBe(false);
  });

  it("salts every hash, so one password never hashes the same twice", async () => {
    expect(await hashPassword("tulip-Harbour-42")).not.toBe(await hashPassword("tulip-Harbour-42"));
  });

  it("refuses any password when there is no hash or the hash is unreadable", async () => {
    expect(await verifyPassword(null, "anything at all")).toBe(false);
    expect(await verifyPassword("not a phc string", "anything at all")).toBe(false);
  });
});

describe("password rules", () => {
  it.each([
    ["short7!", ACCOUNT_MESSAGES.passwordLength],
    ["x".repeat(65), ACCOUNT_MESSAGES.passwordLength],
    ["password", ACCOUNT_MESSAGES.passwordCommon],
    ["Password1", ACCOUNT_MESSAGES.passwordCommon],
    ["qwertyuiop", ACCOUNT_MESSAGES.passwordCommon],
    ["iloveyou", ACCOUNT_MESSAGES.passwordCommon],
  ])("refuses %j", (password, descriptor) => {
    expect(passwordProblem(password)?.descriptor).toBe(descriptor);
  });

  it("counts characters, not bytes: eight CJK characters are long enough", () => {
    expect(passwordProblem("我的密碼很安全嗎")).toBeNull();
  });

  it("refuses the account itself as the password", () => {
    expect(passwordProblem("ana.lima@example.com", "Ana.Lima@example.com")?.descriptor).toBe(ACCOUNT_MESSAGES.passwordIsAccount);
  });

  it("accepts 8 to 64 uncommon characters", () => {
    expect(passwordProblem("tulip-Harbour-42")).toBeNull();
    expect(passwordProblem("k".repeat(63) + "z")).toBeNull();
  });
});
