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
    ["P@ssw0rd!", ACCOUNT_MESSAGES.passwordCommon],
    ["iloveyou", ACCOUNT_MESSAGES.passwordCommon],
    ["        ", ACCOUNT_MESSAGES.passwordRepeats],
    ["aaaaaaaa", ACCOUNT_MESSAGES.passwordRepeats],
    ["k".repeat(63) + "z", ACCOUNT_MESSAGES.passwordRepeats],
    ["abcdefghij", ACCOUNT_MESSAGES.passwordSequence],
    ["asdfghjkl;'", ACCOUNT_MESSAGES.passwordKeyboard],
    ["我的密碼很安全嗎", ACCOUNT_MESSAGES.passwordGuessable],
  ])("refuses %j and says why", (password, descriptor) => {
    expect(passwordProblem(password)?.descriptor).toBe(descriptor);
  });

  it("judges the first 32 characters, which is where a long password's strength shows", () => {
    expect(passwordProblem("a".repeat(32) + "xK9#mQ2$vL7!pR4@")?.descriptor).toBe(ACCOUNT_MESSAGES.passwordRepeats);
    expect(passwordProblem("xK9#mQ2$vL7!pR4@" + "a".repeat(48))).toBeNull();
  });

  it("refuses the account itself, or a password built on it", () => {
    expect(passwordProblem("ana.lima@example.com", "ana.lima@example.com")?.descriptor).toBe(ACCOUNT_MESSAGES.passwordHasAccount);
    expect(passwordProblem("ana.lima2024", "ana.lima@example.com")?.descriptor).toBe(ACCOUNT_MESSAGES.passwordHasAccount);
    expect(passwordProblem("ana.lima2024")).toBeNull();
  });

  it("counts characters, not bytes: ten CJK characters pass", () => {
    expect(passwordProblem("我的密碼很安全嗎真的")).toBeNull();
  });

  it("accepts passwords that are hard to guess, up to 64 characters", () => {
    expect(passwordProblem("tulip-Harbour-42")).toBeNull();
    expect(passwordProblem("correct horse battery")).toBeNull();
    expect(passwordProblem("xK9#mQ2$vL7!pR4@wN8%tY3^zB6&cH1*jF5(gD0)sAxK9#mQ2$vL7!pR4@wN8%tY")).toBeNull();
  });
});
