import { describe, expect, it } from "vitest";
import { contactOf } from "./contact.ts";

describe("how a queue names a user's contact", () => {
  it("prefers the e-mail, then the mobile, then a dash", () => {
    expect(contactOf({ email: "a@pipwise.test", mobile: "+85291234567" })).toBe("a@pipwise.test");
    expect(contactOf({ email: null, mobile: "+85291234567" })).toBe("+85291234567");
    expect(contactOf({ email: null, mobile: null })).toBe("—");
  });
});
