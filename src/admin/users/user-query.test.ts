import { describe, expect, it } from "vitest";
import { screenOf } from "../common/hash-screen.ts";
import { userQueryHref, userQueryOf } from "./user-query.ts";

describe("the users screen's search in the hash", () => {
  it("reads the search from the hash, trimmed, and nothing when there is none", () => {
    expect(userQueryOf("#/users?q=12345678")).toBe("12345678");
    expect(userQueryOf("#/users?q=%20ann%40example.com%20")).toBe("ann@example.com");
    expect(userQueryOf("#/users")).toBe("");
    expect(userQueryOf("#/users?page=2")).toBe("");
    expect(userQueryOf("")).toBe("");
  });

  it("writes a hash that opens the users screen and reads back as typed", () => {
    for (const typed of ["12345678", "ann+fx@example.com", "+852 6123 4567", "a&q=b#c"]) {
      const href = userQueryHref(typed);
      expect(screenOf(href)).toBe("users");
      expect(userQueryOf(href)).toBe(typed);
    }
  });

  it("leaves the search out of the hash when it is blank", () => {
    expect(userQueryHref("  ")).toBe("#/users");
  });
});
